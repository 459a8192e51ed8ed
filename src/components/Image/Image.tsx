import { type ReactNode, useEffect, useState } from 'react';
import { PictureIcon } from '../Icon/Icon';
import { cx } from '../private/cx';
import * as styles from './Image.css';

export interface ImageProps {
  src?: string;
  /** Alternative text; '' for a decorative image. Also the fallback's accessible name. */
  alt: string;
  /** Width / height ratio of the frame, e.g. '16 / 9' or '1' (keeps the layout stable while loading). */
  aspectRatio?: string;
  /** The icon shown when the image is missing or fails (default: a picture icon). */
  fallbackIcon?: ReactNode;
  /** Visible words under the fallback icon. */
  fallbackText?: string;
  loading?: 'lazy' | 'eager';
  className?: string;
}

/**
 * A content image in a fixed-ratio frame that shows an icon instead when the image is missing or
 * fails to load (product rule: About page, "an icon stands in if the image fails"). The fallback keeps the
 * alt text as its accessible name. For people use Avatar; for icons use Icon.
 */
export function Image({
  src,
  alt,
  aspectRatio = '16 / 9',
  fallbackIcon,
  fallbackText,
  loading = 'lazy',
  className,
}: ImageProps) {
  const [failed, setFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source gets a new chance to load
  useEffect(() => setFailed(false), [src]);
  const showImage = Boolean(src) && !failed;
  return (
    <span className={cx(styles.frame, className)} style={{ aspectRatio }}>
      {showImage ? (
        <img src={src} alt={alt} loading={loading} className={styles.img} onError={() => setFailed(true)} />
      ) : alt ? (
        <span className={styles.fallback} role="img" aria-label={alt}>
          {fallbackIcon ?? <PictureIcon className={styles.fallbackIcon} />}
          {fallbackText ? <span aria-hidden="true">{fallbackText}</span> : null}
        </span>
      ) : (
        <span className={styles.fallback} aria-hidden="true">
          {fallbackIcon ?? <PictureIcon className={styles.fallbackIcon} />}
          {fallbackText ? <span>{fallbackText}</span> : null}
        </span>
      )}
    </span>
  );
}
