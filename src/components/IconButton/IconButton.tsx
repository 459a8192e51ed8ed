import type { ReactNode } from 'react';
import { Button as AriaButton, type PressEvent, ToggleButton } from 'react-aria-components';
import { cx } from '../private/cx';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './IconButton.css';

export type IconButtonVariant = keyof typeof styles.variant;
export type IconButtonSize = keyof typeof styles.size;

export interface IconButtonProps {
  /** The accessible name (required: the icon alone says nothing to a screen reader). */
  label: string;
  /** A decorative icon from `../Icon/Icon`. */
  icon: ReactNode;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  onPress?: (e: PressEvent) => void;
  isDisabled?: boolean;
  isPending?: boolean;
  /**
   * Make it a toggle (aria-pressed), e.g. the mobile sidebar toggle. Pass `isSelected` and
   * `onSelectedChange`; `aria-expanded`/`aria-controls` describe what it opens.
   */
  isSelected?: boolean;
  onSelectedChange?: (isSelected: boolean) => void;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'aria-haspopup'?: boolean | 'menu' | 'dialog';
  'aria-describedby'?: string;
  type?: 'button' | 'submit';
  id?: string;
  className?: string;
}

/**
 * A square button showing only an icon (close, menu, show password...). Always give `label`.
 * Sizes are at least 32 px square. When the action needs words to be understood, use Button
 * with `icon` instead.
 */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  isPending = false,
  isSelected,
  onSelectedChange,
  className,
  ...rest
}: IconButtonProps) {
  const classes = cx(styles.base, styles.variant[variant], styles.size[size], className);
  if (isSelected !== undefined || onSelectedChange) {
    const { onPress: _onPress, type: _type, ...toggleRest } = rest;
    return (
      <ToggleButton
        {...toggleRest}
        aria-label={label}
        isSelected={isSelected}
        onChange={onSelectedChange}
        className={classes}
      >
        {icon}
      </ToggleButton>
    );
  }
  return (
    <AriaButton {...rest} aria-label={label} isPending={isPending} className={classes}>
      {isPending ? <Spinner label={label} size="sm" /> : icon}
    </AriaButton>
  );
}
