import { type ReactNode, useId } from 'react';
import { RadioGroup as AriaRadioGroup, Radio } from 'react-aria-components';
import { cx } from '../private/cx';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/field/FieldParts';
import * as styles from './RadioGroup.css';

export interface RadioOption<V extends string = string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  isDisabled?: boolean;
}

export interface RadioGroupProps<V extends string = string> {
  label: string;
  options: readonly RadioOption<V>[];
  value?: V | null;
  defaultValue?: V | null;
  onChange?: (value: V) => void;
  orientation?: 'vertical' | 'horizontal';
  description?: ReactNode;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/**
 * One choice out of a few options that should all be visible (zone: urban, suburban, rural;
 * payment method). Tab enters the group at the selected option; arrow keys move and select.
 * For long lists use Select; for on/off use Checkbox or Switch.
 */
export function RadioGroup<V extends string = string>({
  label,
  options,
  orientation = 'vertical',
  description,
  errorMessage,
  isRequired,
  onChange,
  className,
  value,
  defaultValue,
  ...rest
}: RadioGroupProps<V>) {
  const uid = useId();
  return (
    <AriaRadioGroup
      {...rest}
      value={value}
      defaultValue={defaultValue}
      onChange={(next) => onChange?.(next as V)}
      orientation={orientation}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={cx(styles.group, className)}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <FieldDescription>{description}</FieldDescription>
      <div className={styles.options[orientation]}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            aria-describedby={option.description ? `${uid}-${option.value}` : undefined}
            className={styles.radio}
          >
            <span className={styles.circle} aria-hidden="true" />
            <span className={styles.text}>
              <span>{option.label}</span>
              {option.description ? (
                // Read as the option's description (aria-describedby), not as part of its name.
                <span id={`${uid}-${option.value}`} className={styles.description} aria-hidden="true">
                  {option.description}
                </span>
              ) : null}
            </span>
          </Radio>
        ))}
      </div>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaRadioGroup>
  );
}
