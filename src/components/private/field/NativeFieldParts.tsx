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

interface FieldTextProps {
  /** the id the control names in its `aria-describedby` */
  id: string | undefined;
  children?: ReactNode;
}

/** A line under the label or the control, linked by id; nothing when there is nothing to say. */
function FieldText({ id, children, className }: FieldTextProps & { className: string }) {
  if (!children) return null;
  return (
    <span id={id} className={className}>
      {children}
    </span>
  );
}

/** The field's help text, when it has some. */
export const FieldDescription = (props: FieldTextProps) => <FieldText {...props} className={styles.description} />;

/** The field's validation message, when there is one. */
export const FieldErrorMessage = (props: FieldTextProps) => <FieldText {...props} className={styles.error} />;
