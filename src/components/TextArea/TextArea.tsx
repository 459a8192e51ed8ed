import { type ReactNode, useState } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { cx } from '../private/cx';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/field/FieldParts';
import * as fieldStyles from '../private/field/field.css';
import * as styles from './TextArea.css';

export interface TextAreaProps {
  label: string;
  id?: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  description?: ReactNode;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  placeholder?: string;
  /** Visible rows before it scrolls (it can also be resized vertically). */
  rows?: number;
  /** Shows a "n / max" counter; typing past it is allowed, the counter turns red and says so. */
  maxLength?: number;
  className?: string;
}

/**
 * A labelled multi-line text input (contact and support messages, notes). For one line use
 * TextField.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  isRequired,
  placeholder,
  rows = 4,
  maxLength,
  className,
  value,
  defaultValue,
  onChange,
  ...rest
}: TextAreaProps) {
  const [ownLength, setOwnLength] = useState((defaultValue ?? '').length);
  const length = value !== undefined ? value.length : ownLength;
  const over = maxLength !== undefined && length > maxLength;
  return (
    <AriaTextField
      {...rest}
      value={value}
      defaultValue={defaultValue}
      onChange={(next) => {
        setOwnLength(next.length);
        onChange?.(next);
      }}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage) || over}
      validationBehavior="aria"
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <FieldDescription>{description}</FieldDescription>
      <AriaTextArea className={styles.textarea} placeholder={placeholder} rows={rows} />
      <div className={styles.footer}>
        <FieldErrorMessage>
          {errorMessage ?? (over ? `${length - (maxLength ?? 0)} characters over the limit of ${maxLength}` : null)}
        </FieldErrorMessage>
        {maxLength !== undefined ? (
          // The count is visual; going over is announced through the field's error instead.
          <span aria-hidden="true" className={cx(styles.counter, over && styles.counterOver)}>
            {length} / {maxLength}
          </span>
        ) : null}
      </div>
    </AriaTextField>
  );
}
