import type { KeyboardEvent, ReactNode } from 'react';
import { TextField as AriaTextField, Input } from 'react-aria-components';
import { cx } from '../private/cx';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/field/FieldParts';
import * as fieldStyles from '../private/field/field.css';
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
 */
export function TextField({
  label,
  description,
  errorMessage,
  isRequired,
  type = 'text',
  placeholder,
  inputMode,
  maxLength,
  className,
  onKeyDown,
  ...rest
}: TextFieldProps) {
  return (
    <AriaTextField
      {...rest}
      type={type}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <FieldDescription>{description}</FieldDescription>
      <Input
        className={styles.input}
        placeholder={placeholder}
        inputMode={inputMode}
        maxLength={maxLength}
        onKeyDown={onKeyDown}
      />
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
