import type { ReactNode } from 'react';
import { ExternalLinkIcon } from '../Icon/Icon';
import { useAppLinkClick } from '../private/appLink';
import { cx } from '../private/cx';
import { visuallyHidden } from '../private/visuallyHidden.css';
import * as styles from './Link.css';

export type LinkVariant = keyof typeof styles.variant;

export interface LinkProps {
  children: ReactNode;
  /** App paths go through react-aria's RouterProvider (client-side navigation); others load. */
  href: string;
  variant?: LinkVariant;
  /**
   * Opens in a new tab with `rel="noopener noreferrer"`, shows an arrow icon and tells screen
   * readers "(opens in a new tab)".
   */
  external?: boolean;
  /** Prepended icon (decorative). */
  icon?: ReactNode;
  isDisabled?: boolean;
  onPress?: () => void;
  'aria-label'?: string;
  'aria-current'?: 'page' | 'step' | 'location' | 'true';
  id?: string;
  className?: string;
}

/**
 * Navigation to another page or place. Use Button for actions (and Button with `href` for a
 * navigation that should look like a button, e.g. "See Packages"). `mailto:` and `tel:` links work too.
 */
export function Link({
  children,
  href,
  variant = 'inline',
  external = false,
  icon,
  className,
  isDisabled,
  onPress,
  ...rest
}: LinkProps) {
  const target = external ? '_blank' : undefined;
  const onClick = useAppLinkClick(href, target, onPress);
  return (
    <a
      {...rest}
      href={isDisabled ? undefined : href}
      role={isDisabled ? 'link' : undefined}
      aria-disabled={isDisabled || undefined}
      target={target}
      rel={external ? 'noopener noreferrer' : undefined}
      onClick={isDisabled ? undefined : onClick}
      className={cx(styles.base, styles.variant[variant], className)}
    >
      {icon}
      {children}
      {external ? (
        <>
          <ExternalLinkIcon className={styles.externalIcon} />
          <span className={visuallyHidden}> (opens in a new tab)</span>
        </>
      ) : null}
    </a>
  );
}
