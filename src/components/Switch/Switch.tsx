import { type ReactNode, useId } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './Switch.css';

export interface SwitchProps {
  /** The setting's name, e.g. "Two-factor authentication". */
  children: ReactNode;
  id?: string;
  name?: string;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Help text under the label (linked with aria-describedby). */
  description?: ReactNode;
  /** Put the label before the switch and spread them apart (settings lists). */
  labelPosition?: 'end' | 'start';
  className?: string;
}

/**
 * An on/off setting that applies at once (notification preferences, dark mode). Screen readers
 * hear "switch, on/off". For a choice submitted with a form use Checkbox.
 */
export function Switch({ children, description, labelPosition = 'end', className, ...rest }: SwitchProps) {
  const descriptionId = `${useId()}-description`;
  return (
    <AriaSwitch
      {...rest}
      aria-describedby={description ? descriptionId : undefined}
      className={cx(styles.root, labelPosition === 'start' && styles.labelStart, className)}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.text}>
        <span>{children}</span>
        {description ? (
          // Hidden from the name (read once, as the description, through aria-describedby).
          <span id={descriptionId} className={styles.description} aria-hidden="true">
            {description}
          </span>
        ) : null}
      </span>
    </AriaSwitch>
  );
}
