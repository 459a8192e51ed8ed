import type { ReactNode } from 'react';
import * as styles from './field.css';

/*
 * The label, help text and error of the fields built on the browser's own controls (TextField, TextArea, NativeSelect),
 * looking exactly like FieldParts' (same elements, same styles). FieldParts' are linked to their control by a
 * React Aria field; these take the ids the field links with `for` and `aria-describedby`.
 */

export function FieldLabel({
  htmlFor,
  label,
  isRequired,
}: {
  htmlFor: string;
  label: ReactNode;
  isRequired?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {isRequired ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

export function FieldDescription({ id, children }: { id: string | undefined; children?: ReactNode }) {
  if (!children) return null;
  return (
    <span id={id} className={styles.description}>
      {children}
    </span>
  );
}

/** The field's validation message, when there is one. */
export function FieldErrorMessage({ id, children }: { id: string | undefined; children?: ReactNode }) {
  if (!children) return null;
  return (
    <span id={id} className={styles.error}>
      {children}
    </span>
  );
}
