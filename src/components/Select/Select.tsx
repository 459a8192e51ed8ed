import type { ReactNode } from 'react';
import {
  Select as AriaSelect,
  Button,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  Text,
} from 'react-aria-components';
import { CheckIcon, ChevronDownIcon } from '../Icon/Icon';
import { cx } from '../private/cx';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/field/FieldParts';
import * as fieldStyles from '../private/field/field.css';
import * as styles from './Select.css';

export interface SelectOption<K extends Key = string> {
  id: K;
  label: string;
  description?: string;
  isDisabled?: boolean;
}

export interface SelectProps<K extends Key = string> {
  label: string;
  options: readonly SelectOption<K>[];
  value?: K | null;
  defaultValue?: K | null;
  onChange?: (value: K | null) => void;
  placeholder?: string;
  description?: ReactNode;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Id of the trigger button (the Form error summary focuses it). */
  id?: string;
  /** Submitted with native forms through a hidden select. */
  name?: string;
  className?: string;
}

/**
 * Pick one value from a list that is too long for radio buttons (regions, zones, months).
 * Opens with Enter, Space or the arrow keys; type to jump; Escape closes. With five or fewer
 * options that should all be seen at once, use RadioGroup.
 */
export function Select<K extends Key = string>({
  label,
  options,
  value,
  defaultValue,
  onChange,
  placeholder = 'Select an option',
  description,
  errorMessage,
  isRequired,
  isDisabled,
  id,
  name,
  className,
}: SelectProps<K>) {
  return (
    <AriaSelect
      value={value}
      defaultValue={defaultValue}
      onChange={(key) => onChange?.(key as K | null)}
      placeholder={placeholder}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      name={name}
      disabledKeys={options.filter((o) => o.isDisabled).map((o) => o.id)}
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <FieldDescription>{description}</FieldDescription>
      <Button id={id} className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon size="md" className={styles.chevron} />
      </Button>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover className={styles.popover} offset={4}>
        <ListBox className={styles.listbox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.item}>
              {({ isSelected }) => (
                <>
                  <span className={styles.itemText}>
                    <Text slot="label">{option.label}</Text>
                    {option.description ? (
                      <Text slot="description" className={styles.itemDescription}>
                        {option.description}
                      </Text>
                    ) : null}
                  </span>
                  {isSelected ? <CheckIcon size="sm" /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
