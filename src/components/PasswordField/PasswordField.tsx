import { type ReactNode, useState } from 'react';
import { TextField as AriaTextField, Group, Input } from 'react-aria-components';
import { EyeIcon, EyeOffIcon } from '../Icon/Icon';
import { cx } from '../private/cx';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/field/FieldParts';
import * as fieldStyles from '../private/field/field.css';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps {
  label: string;
  id?: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** `current-password` on sign-in, `new-password` on registration and reset (default). */
  autoComplete?: 'current-password' | 'new-password';
  description?: ReactNode;
  /** The validation message; when set the field is invalid and the message is linked to it. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  /** Controlled visibility; leave unset to let the field own it. */
  isVisible?: boolean;
  defaultVisible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  /** Shown under the input, e.g. a PasswordStrengthMeter. */
  children?: ReactNode;
  className?: string;
}

/**
 * A password input with a show/hide toggle. The toggle is a real button with a fixed name
 * ("Show password") and a pressed state, so screen readers hear "Show password, toggle button,
 * pressed" when the text is visible. Showing the password never changes focus.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  placeholder,
  autoComplete = 'new-password',
  isVisible,
  defaultVisible = false,
  onVisibleChange,
  children,
  className,
  ...rest
}: PasswordFieldProps) {
  const [ownVisible, setOwnVisible] = useState(defaultVisible);
  const visible = isVisible ?? ownVisible;
  const setVisible = (next: boolean) => {
    if (isVisible === undefined) setOwnVisible(next);
    onVisibleChange?.(next);
  };

  return (
    <AriaTextField
      {...rest}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <FieldDescription>{description}</FieldDescription>
      <Group className={fieldStyles.group}>
        <Input
          className={fieldStyles.groupInput}
          placeholder={placeholder}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
        />
        {/* a native toggle button: React Aria's ToggleButton cost every sign-in page 1.7 KB */}
        <button
          type="button"
          aria-pressed={visible}
          onClick={() => setVisible(!visible)}
          disabled={isDisabled}
          aria-label="Show password"
          className={styles.toggle}
        >
          {visible ? <EyeOffIcon size="md" /> : <EyeIcon size="md" />}
        </button>
      </Group>
      {children}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
