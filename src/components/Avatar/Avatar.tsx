import { useEffect, useState } from 'react';
import { cx } from '../private/cx';
import * as styles from './Avatar.css';
import { initialsOf } from './initials';

export interface AvatarProps {
  /** The person's name: the image's alternative text and the source of the initials. */
  name: string;
  /** Photo URL; when missing or when it fails to load, the initials show instead. */
  src?: string;
  size?: keyof typeof styles.size;
  /** Hide from screen readers when the name is already next to it (user menu, team card). */
  isDecorative?: boolean;
  /**
   * `low` for photos below the fold (a team list): they load after what the visitor sees first, and the
   * prerendered page does not preload them (React adds a preload link for every other image it renders on
   * the server, ahead of the page's own markup).
   */
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
}

/**
 * A person's photo, falling back to their initials when there is no photo or it fails to load
 * (product rule: leadership team, "initials shown if the image fails"). Not interactive: wrap it in a
 * button or link when it needs to act.
 */
export function Avatar({ name, src, size = 'md', isDecorative = false, fetchPriority, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  // A new src gets a new chance to load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the source changes
  useEffect(() => setFailed(false), [src]);
  const showImage = Boolean(src) && !failed;
  const label = name.trim() || 'User';
  const classes = cx(styles.avatar, styles.size[size], className);

  if (showImage) {
    return (
      <span className={classes} aria-hidden={isDecorative || undefined}>
        <img
          src={src}
          alt={isDecorative ? '' : label}
          fetchPriority={fetchPriority}
          className={styles.image}
          onError={() => setFailed(true)}
        />
      </span>
    );
  }
  if (isDecorative) {
    return (
      <span className={classes} aria-hidden="true">
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <span className={classes} role="img" aria-label={label}>
      {initialsOf(name)}
    </span>
  );
}
