import { type ReactNode, useId } from 'react';
import { ChevronDownIcon } from '../Icon/Icon';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/field/field.css';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/field/NativeFieldParts';
import * as styles from './Select.css';

export interface NativeSelectOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

export interface NativeSelectProps {
  label: string;
  options: readonly NativeSelectOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Shown as a first, unselectable option while nothing is chosen. */
  placeholder?: string;
  description?: ReactNode;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
}

/**
 * The browser's own <select>, styled like Select. It costs no JavaScript beyond this file
 * (react-aria's Select with its popover and listbox adds about 30 kB gzip), and phones show
 * their native picker. Prefer it for plain lists of text options on public pages (region,
 * zone); use Select when options need descriptions or custom rendering.
 */
export function NativeSelect({
  label,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  id,
  name,
  className,
}: NativeSelectProps) {
  const uid = useId();
  const selectId = id ?? `${uid}-select`;
  const descriptionId = description ? `${uid}-description` : undefined;
  const errorId = errorMessage ? `${uid}-error` : undefined;
  return (
    <div className={cx(fieldStyles.field, className)}>
      <FieldLabel htmlFor={selectId} label={label} isRequired={isRequired} />
      <FieldDescription id={descriptionId}>{description}</FieldDescription>
      <div className={styles.nativeWrap}>
        <select
          id={selectId}
          name={name}
          value={value}
          defaultValue={value === undefined ? (defaultValue ?? (placeholder ? '' : undefined)) : undefined}
          onChange={(event) => onChange?.(event.target.value)}
          required={isRequired}
          disabled={isDisabled}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
          className={styles.native}
        >
          {placeholder ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.isDisabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon size="md" className={styles.nativeChevron} />
      </div>
      <FieldErrorMessage id={errorId}>{errorMessage}</FieldErrorMessage>
    </div>
  );
}
