import { type FormEvent, forwardRef, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../Alert/Alert';
import { focusAfterCommit } from '../focus/focusAfterCommit';
import { ErrorIcon } from '../Icon/Icon';
import { cx } from '../private/cx';
import * as styles from './Form.css';
import { useKeepTypedValues } from './keepTypedValues';

export interface FormErrorItem {
  /** The id of the control to focus (the `id` given to TextField, PasswordField, Checkbox...). */
  fieldId: string;
  /** The field's message, exactly as the field shows it. */
  message: string;
}

export interface ErrorSummaryProps {
  errors: readonly FormErrorItem[];
  title?: string;
  id?: string;
}

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Moves focus to a field by id and scrolls it into view (used by the summary links). When the id
 * names a group (RadioGroup, MobileNetworkPicker), focus goes to its checked option, else the first.
 */
export function focusField(fieldId: string): boolean {
  const el = document.getElementById(fieldId);
  if (!el) return false;
  const target = el.matches(FOCUSABLE)
    ? el
    : (el.querySelector<HTMLElement>('input:checked:not([disabled])') ?? el.querySelector<HTMLElement>(FOCUSABLE));
  if (!target) return false;
  target.focus({ preventScroll: true });
  (target.closest('label') ?? target).scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  return true;
}

/**
 * The list of a form's field errors, each a link that moves focus to its field. Form renders and
 * focuses it after a failed submit; it can also be placed by hand.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { errors, title = 'Please fix the following:', id },
  ref,
) {
  const uid = useId();
  const titleId = `${uid}-title`;
  if (errors.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a list of links, not form controls, so no fieldset
    <div
      ref={ref}
      id={id}
      role="group"
      tabIndex={-1}
      aria-labelledby={titleId}
      className={styles.summary}
      data-error-summary=""
    >
      <h2 id={titleId} className={styles.title}>
        <ErrorIcon size="md" />
        {title}
      </h2>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              className={styles.link}
              onClick={(event) => {
                if (focusField(error.fieldId)) event.preventDefault();
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});

export interface FormProps {
  children: ReactNode;
  /** Called on submit with the native event already prevented; validate and update `errors`. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /**
   * Current field errors. After a submit, once they are non-empty, the summary above the fields is
   * focused (so screen readers read it). Typing does not move focus.
   */
  errors?: readonly FormErrorItem[];
  /** Heading of the error summary. */
  errorSummaryTitle?: string;
  /** Hide the summary (e.g. a one-field form whose field error is enough); fields keep their errors. */
  hideErrorSummary?: boolean;
  /** Content above the summary, e.g. a request-level Alert. */
  header?: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  id?: string;
  className?: string;
}

/** Shown in place of a working form when JavaScript is off (only the server-rendered HTML shows it). */
export const NEEDS_JAVASCRIPT = 'This form needs JavaScript. Turn it on in your browser to send it.';

/**
 * A form that never does a native submit: it calls `onSubmit`, and when the submit left field
 * errors it shows and focuses an error summary whose links jump to each field. Fields should
 * carry their own `errorMessage` and an `id` that matches `fieldId`.
 */
export function Form({
  children,
  onSubmit,
  errors = [],
  errorSummaryTitle,
  hideErrorSummary = false,
  header,
  className,
  ...rest
}: FormProps) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // a prerendered form keeps what was typed into it before hydration
  useKeepTypedValues(formRef);
  const [attempt, setAttempt] = useState(0);
  const focusPending = useRef(false);
  const hasErrors = errors.length > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per submit attempt and per new errors
  useEffect(() => {
    if (!focusPending.current || !hasErrors) return;
    focusPending.current = false;
    if (hideErrorSummary) {
      const first = errors[0];
      if (!first) return;
      const frame = requestAnimationFrame(() => focusField(first.fieldId));
      return () => cancelAnimationFrame(frame);
    }
    return focusAfterCommit(() => summaryRef.current);
  }, [attempt, errors, hasErrors]);

  return (
    <form
      method="post"
      {...rest}
      ref={formRef}
      noValidate
      className={cx(styles.form, className)}
      onInput={() => {
        focusPending.current = false;
      }}
      onSubmit={(event) => {
        event.preventDefault();
        focusPending.current = true;
        setAttempt((n) => n + 1);
        onSubmit?.(event);
      }}
    >
      {header}
      {/* a prerendered page can be read without JavaScript, but its forms need it to send */}
      <noscript>
        <Alert tone="warning" announce="none">
          {NEEDS_JAVASCRIPT}
        </Alert>
      </noscript>
      {hideErrorSummary ? null : <ErrorSummary ref={summaryRef} errors={errors} title={errorSummaryTitle} />}
      {children}
    </form>
  );
}
