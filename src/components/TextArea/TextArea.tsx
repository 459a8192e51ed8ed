import { type ReactNode, useId, useState } from 'react';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/field/field.css';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/field/NativeFieldParts';
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
 * TextField. The browser's own <textarea>, linked like TextField's input.
 */
export function TextArea({
  label,
  id,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  isReadOnly,
  placeholder,
  rows = 4,
  maxLength,
  className,
  value,
  defaultValue,
  onChange,
  onBlur,
  name,
}: TextAreaProps) {
  const uid = useId();
  const [ownLength, setOwnLength] = useState((defaultValue ?? '').length);
  const length = value !== undefined ? value.length : ownLength;
  const over = maxLength !== undefined && length > maxLength;
  const inputId = id ?? `${uid}-input`;
  const error =
    errorMessage ?? (over ? `${length - (maxLength ?? 0)} characters over the limit of ${maxLength}` : undefined);
  const descriptionId = description ? `${uid}-description` : undefined;
  const errorId = error ? `${uid}-error` : undefined;
  return (
    <div className={cx(fieldStyles.field, className)}>
      <FieldLabel htmlFor={inputId} label={label} isRequired={isRequired} />
      <FieldDescription id={descriptionId}>{description}</FieldDescription>
      <textarea
        id={inputId}
        name={name}
        value={value}
        defaultValue={defaultValue}
        onChange={(event) => {
          setOwnLength(event.target.value.length);
          onChange?.(event.target.value);
        }}
        onBlur={onBlur ? () => onBlur() : undefined}
        disabled={isDisabled}
        readOnly={isReadOnly}
        placeholder={placeholder}
        rows={rows}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
        className={styles.textarea}
      />
      <div className={styles.footer}>
        <FieldErrorMessage id={errorId}>{error}</FieldErrorMessage>
        {maxLength !== undefined ? (
          // The count is visual; going over is announced through the field's error instead.
          <span aria-hidden="true" className={cx(styles.counter, over && styles.counterOver)}>
            {length} / {maxLength}
          </span>
        ) : null}
      </div>
    </div>
  );
}
