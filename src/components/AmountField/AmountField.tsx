import type { ReactNode } from 'react';
import { TextField as AriaTextField, Group, Input } from 'react-aria-components';
import { parseAmount } from '../../domain/format/amount';
import { cx } from '../private/cx';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/field/FieldParts';
import * as fieldStyles from '../private/field/field.css';
import { visuallyHidden } from '../private/visuallyHidden.css';

export interface AmountFieldProps {
  label?: string;
  id?: string;
  name?: string;
  /** The text as typed ("50", "1,250.00"). */
  value?: string;
  defaultValue?: string;
  /** Called with the text and its parsed GH₵ value (null when empty or unreadable). */
  onChange?: (value: string, amount: number | null) => void;
  onBlur?: () => void;
  description?: ReactNode;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  placeholder?: string;
  className?: string;
}

/**
 * An amount in Ghana cedis with a fixed "GH₵" prefix. Minimum GH₵ 1.00, steps of GH₵ 0.01: the
 * text is parsed with `parseAmount()` and checked with `amountError()` (src/domain/format/amount),
 * whose message you pass back as `errorMessage`. It is a text input with the decimal keypad, not
 * `type=number`, so "1,250.00" and pasted "GH₵ 20" work and the wheel never changes the value.
 */
export function AmountField({
  label = 'Amount',
  description,
  errorMessage,
  isRequired,
  onChange,
  placeholder = '0.00',
  className,
  ...rest
}: AmountFieldProps) {
  return (
    <AriaTextField
      {...rest}
      inputMode="decimal"
      autoComplete="off"
      onChange={(text) => onChange?.(text, parseAmount(text))}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel
        label={
          <>
            {label}
            <span className={visuallyHidden}> (GH₵)</span>
          </>
        }
        isRequired={isRequired}
      />
      <FieldDescription>{description}</FieldDescription>
      <Group className={fieldStyles.group}>
        <span className={fieldStyles.adornment} aria-hidden="true">
          GH₵
        </span>
        <Input className={fieldStyles.groupInput} placeholder={placeholder} />
      </Group>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
