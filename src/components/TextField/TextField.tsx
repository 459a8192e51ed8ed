import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/field/field.css';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/field/NativeFieldParts';
import * as styles from './TextField.css';

export interface TextFieldProps {
  label: string;
  /** Id of the input element; the Form error summary links to it (defaults to a generated id). */
  id?: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'url';
  /** Help text under the label, linked with aria-describedby. */
  description?: ReactNode;
  /** The validation message; when set the field is invalid and the message is announced with it. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'search' | 'url';
  maxLength?: number;
  autoFocus?: boolean;
  /** Ids of extra elements that describe the input (for example a live hint under the field). */
  'aria-describedby'?: string;
  onKeyDown?: (e: KeyboardEvent<HTMLInputElement>) => void;
  className?: string;
}

/**
 * A labelled single-line text input. Validation happens in our zod schemas; pass the message as
 * `errorMessage` and the field shows it, marks itself invalid and links it for screen readers.
 *
 * The browser's own <input>, linked to its label, help text and error by ids (`required` is said with
 * `aria-required`, so the browser shows no validation bubble of its own). React Aria's TextField did
 * nothing more here and brought its press, hover and focus machinery (about 15 kB gzip) into every
 * public page with a form.
 */
export function TextField({
  label,
  id,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  isReadOnly,
  type = 'text',
  value,
  defaultValue,
  onChange,
  onBlur,
  className,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const uid = useId();
  const inputId = id ?? `${uid}-input`;
  const descriptionId = description ? `${uid}-description` : undefined;
  const errorId = errorMessage ? `${uid}-error` : undefined;
  return (
    <div className={cx(fieldStyles.field, className)}>
      <FieldLabel htmlFor={inputId} label={label} isRequired={isRequired} />
      <FieldDescription id={descriptionId}>{description}</FieldDescription>
      <input
        {...rest}
        id={inputId}
        type={type}
        value={value}
        defaultValue={defaultValue}
        onChange={(event) => onChange?.(event.target.value)}
        onBlur={onBlur ? () => onBlur() : undefined}
        disabled={isDisabled}
        readOnly={isReadOnly}
        aria-required={isRequired || undefined}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={[descriptionId, errorId, describedBy].filter(Boolean).join(' ') || undefined}
        className={styles.input}
      />
      <FieldErrorMessage id={errorId}>{errorMessage}</FieldErrorMessage>
    </div>
  );
}
