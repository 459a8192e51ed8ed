import { type ReactNode, useId } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { CheckIcon, MinusIcon } from '../Icon/Icon';
import { cx } from '../private/cx';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** The visible label (clicking it toggles the box). */
  children: ReactNode;
  id?: string;
  name?: string;
  value?: string;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  /** Mixed state, e.g. "select all" when only some rows are selected. */
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Smaller help text under the label. */
  description?: ReactNode;
  /** The validation message (e.g. terms not accepted); marks the box invalid. */
  errorMessage?: string;
  autoFocus?: boolean;
  className?: string;
}

/**
 * A single on/off choice that is submitted with a form ("Remember me", accept terms). For a
 * setting that applies immediately use Switch; for one choice out of several use RadioGroup.
 */
export function Checkbox({ children, description, errorMessage, className, isIndeterminate, ...rest }: CheckboxProps) {
  const uid = useId();
  const descriptionId = description ? `${uid}-description` : undefined;
  const errorId = errorMessage ? `${uid}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.field, className)}>
      <AriaCheckbox
        {...rest}
        isIndeterminate={isIndeterminate}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        aria-describedby={describedBy}
        className={styles.root}
      >
        {({ isSelected, isIndeterminate: mixed }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {mixed ? <MinusIcon size="sm" /> : isSelected ? <CheckIcon size="sm" /> : null}
            </span>
            <span className={styles.text}>{children}</span>
          </>
        )}
      </AriaCheckbox>
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <p id={errorId} className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
