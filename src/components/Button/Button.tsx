import type { ReactNode } from 'react';
import { useAppLinkClick } from '../private/appLink';
import { cx } from '../private/cx';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

export type ButtonVariant = keyof typeof styles.variant;
export type ButtonSize = keyof typeof styles.size;

interface CommonProps {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Icon before the label (decorative: give it aria-hidden). */
  icon?: ReactNode;
  isDisabled?: boolean;
  onPress?: () => void;
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** Focus on mount (the initial focus of a dialog). */
  autoFocus?: boolean;
  className?: string;
}

export interface ButtonProps extends CommonProps {
  /** Render as a link to this URL (navigation goes through react-aria's RouterProvider). */
  href?: undefined;
  type?: 'button' | 'submit' | 'reset';
  /** Shows a spinner; the button keeps focus, ignores presses and announces `pendingLabel`. */
  isPending?: boolean;
  /** Text read and shown while pending, e.g. the product's 'Signing in...'. Defaults to the label. */
  pendingLabel?: string;
  form?: string;
}

export interface LinkButtonProps extends CommonProps {
  href: string;
  target?: string;
  rel?: string;
  isPending?: undefined;
}

/**
 * The action button. Use `primary` for the one main action of a view, `secondary` beside it,
 * `ghost` for low-emphasis actions and `danger` for destructive ones. Given `href` it renders a
 * link styled as a button (for navigation, never for actions).
 */
export function Button(props: ButtonProps | LinkButtonProps) {
  const { children, variant = 'primary', size = 'md', fullWidth, icon, className } = props;
  const classes = cx(styles.base, styles.variant[variant], styles.size[size], fullWidth && styles.fullWidth, className);
  const href = props.href;
  const onLinkClick = useAppLinkClick(href, props.href !== undefined ? props.target : undefined, props.onPress);

  if (props.href !== undefined) {
    // a disabled link has no href (nothing to follow) and says so
    return (
      <a
        href={props.isDisabled ? undefined : props.href}
        role={props.isDisabled ? 'link' : undefined}
        aria-disabled={props.isDisabled || undefined}
        target={props.target}
        rel={props.rel ?? (props.target === '_blank' ? 'noopener noreferrer' : undefined)}
        onClick={props.isDisabled ? undefined : onLinkClick}
        aria-label={props['aria-label']}
        aria-describedby={props['aria-describedby']}
        // biome-ignore lint/a11y/noAutofocus: callers opt in (a dialog's first action)
        autoFocus={props.autoFocus}
        className={classes}
      >
        {icon}
        {children}
      </a>
    );
  }

  // Pending keeps the button focusable (focus does not jump away mid-submit) but inert.
  const { isPending = false, pendingLabel, type = 'button', form } = props;
  return (
    <button
      type={type}
      form={form}
      disabled={props.isDisabled}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
      onClick={(event) => {
        if (isPending) {
          event.preventDefault();
          return;
        }
        props.onPress?.();
      }}
      aria-label={props['aria-label']}
      aria-describedby={props['aria-describedby']}
      // biome-ignore lint/a11y/noAutofocus: callers opt in (a dialog's first action)
      autoFocus={props.autoFocus}
      className={classes}
    >
      {isPending ? (
        <>
          <Spinner label={pendingLabel ?? (typeof children === 'string' ? children : 'Loading')} size="sm" />
          <span>{pendingLabel ?? children}</span>
        </>
      ) : (
        <>
          {icon}
          {children}
        </>
      )}
    </button>
  );
}
