import type { ReactNode } from 'react';
import { TextField as AriaTextField, Group, Input } from 'react-aria-components';
import {
  GHANA_PHONE_PLACEHOLDER,
  isValidGhanaPhone,
  type MobileNetwork,
  NETWORK_NAMES,
  networkFromPrefix,
  normalizeGhanaPhone,
} from '../../domain/format/phone';
import { PhoneIcon } from '../Icon/Icon';
import { cx } from '../private/cx';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/field/FieldParts';
import * as fieldStyles from '../private/field/field.css';

export interface PhoneDetails {
  /** Digits in the local form (0241234567), international input converted. */
  digits: string;
  isValid: boolean;
  /** Network guessed from the prefix, or null. */
  network: MobileNetwork | null;
}

export interface PhoneNumberFieldProps {
  label?: string;
  id?: string;
  name?: string;
  /** What the person typed (only digits, spaces, +, - and brackets are kept). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, details: PhoneDetails) => void;
  onBlur?: () => void;
  description?: ReactNode;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Under the field, say which network the prefix belongs to ("MTN number"). Off by default. */
  showNetworkHint?: boolean;
  autoFocus?: boolean;
  className?: string;
}

const ALLOWED = /[^\d\s+\-()]/g;

export function phoneDetails(value: string): PhoneDetails {
  return { digits: normalizeGhanaPhone(value), isValid: isValidGhanaPhone(value), network: networkFromPrefix(value) };
}

/**
 * A Ghana mobile number: 10 digits starting with 0 (e.g. 0241234567); +233 numbers are accepted
 * and converted. Opens the phone keypad on mobile (`inputMode="tel"`). Validate with
 * `ghanaPhoneError()` from src/domain/format/phone and pass the message as `errorMessage`.
 */
export function PhoneNumberField({
  label = 'Mobile money number',
  description = `10 digits starting with 0, for example ${GHANA_PHONE_PLACEHOLDER}`,
  errorMessage,
  isRequired,
  isDisabled,
  value,
  defaultValue,
  onChange,
  showNetworkHint = false,
  className,
  ...rest
}: PhoneNumberFieldProps) {
  const current = value ?? '';
  const hintNetwork = showNetworkHint && value !== undefined ? networkFromPrefix(current) : null;
  return (
    <AriaTextField
      {...rest}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      value={value}
      defaultValue={defaultValue}
      onChange={(raw) => {
        const cleaned = raw.replace(ALLOWED, '');
        onChange?.(cleaned, phoneDetails(cleaned));
      }}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <FieldDescription>{description}</FieldDescription>
      <Group className={fieldStyles.group}>
        <span className={fieldStyles.adornment} aria-hidden="true">
          <PhoneIcon size="md" />
        </span>
        <Input className={fieldStyles.groupInput} placeholder={GHANA_PHONE_PLACEHOLDER} maxLength={17} />
      </Group>
      {showNetworkHint ? (
        <p className={fieldStyles.description} aria-live="polite" style={{ margin: 0 }}>
          {hintNetwork ? `${NETWORK_NAMES[hintNetwork]} number` : ''}
        </p>
      ) : null}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
