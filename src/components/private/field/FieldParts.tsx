import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from './field.css';

/**
 * The label, help text and error every form field shares (TextField, PasswordField, TextArea, Select,
 * RadioGroup, PhoneNumberField, AmountField, MobileNetworkPicker). Rendered inside a react-aria
 * field, which links them to the control; the required star is decorative (the control itself
 * carries `required`/`aria-required`).
 */
export function FieldLabel({ label, isRequired }: { label: ReactNode; isRequired?: boolean }) {
  return (
    <Label className={styles.label}>
      {label}
      {isRequired ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/** The field's validation message: shown while the react-aria field is invalid, and linked to its control. */
export function FieldErrorMessage({ children }: { children?: ReactNode }) {
  return <FieldError className={styles.error}>{children}</FieldError>;
}
