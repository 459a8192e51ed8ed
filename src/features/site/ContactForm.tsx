import {
  Alert,
  Button,
  Columns,
  Form,
  focusTarget,
  Link,
  NativeSelect,
  TextArea,
  TextField,
  useOutcomeReveal,
} from '@/components';
import type { ContactFormView } from './contactForm.view';
import { CONTACT_MESSAGES as m } from './messages';
import { CONTACT_FIELDS, CONTACT_LIMITS, type ContactField, HOME_SUBJECTS, MESSAGE_ROWS, SERVICE_TYPES } from './rules';
import * as styles from './site.css';

export interface ContactFormProps {
  view: ContactFormView;
  onFieldChange: (field: ContactField, value: string) => void;
  onSubmit: () => void;
  onReset: () => void;
  /** the form's accessible name (the heading above it) */
  'aria-label'?: string;
}

const fieldId = (kind: string, field: ContactField) => `${kind}-contact-${field}`;

const labels: Record<ContactField, string> = {
  name: 'Full Name',
  email: 'Email Address',
  phone: 'Phone Number',
  company: 'Company',
  subject: 'Subject',
  serviceType: 'Service Type',
  message: 'Message',
};

/**
 * The contact form of the home page (`kind: 'home'`: subject options, phone optional, 5 rows) and of
 * /contact (`kind: 'contact'`: service type, phone required, 6 rows, the 'Message Sent!' screen).
 * When our server cannot take the message, the error names a mail link carrying the whole message.
 */
/**
 * After a send, focus and the viewport go to its outcome ('Message Sent!', the thank-you, or the error
 * with its mail link): on a phone the form's end is far below its top, where the outcome appears.
 */
const SEND_OUTCOMES = ['sent', 'failed'] as const;

export function ContactForm({ view, onFieldChange, onSubmit, onReset, 'aria-label': ariaLabel }: ContactFormProps) {
  const { kind, values, fieldErrors } = view;
  const busy = view.status === 'submitting';
  const outcomeRef = useOutcomeReveal(view.status, 'submitting', SEND_OUTCOMES);

  if (kind === 'contact' && view.status === 'sent') {
    return (
      <div className={styles.sentPanel} role="status">
        <h3 ref={outcomeRef} tabIndex={-1} className={`${styles.sentTitle} ${focusTarget}`}>
          {m.sentTitle}
        </h3>
        <p className={styles.muted}>{m.sentText}</p>
        <Button onPress={onReset}>{m.sendAnother}</Button>
      </div>
    );
  }

  const errors = CONTACT_FIELDS[kind].flatMap((field) => {
    const message = fieldErrors[field];
    return message ? [{ fieldId: fieldId(kind, field), message }] : [];
  });
  const text = (field: 'name' | 'email' | 'phone' | 'company', type: 'text' | 'email' | 'tel', required: boolean) => (
    <TextField
      id={fieldId(kind, field)}
      name={field}
      type={type}
      label={labels[field]}
      isRequired={required}
      autoComplete={field === 'company' ? 'organization' : field === 'phone' ? 'tel' : field}
      maxLength={CONTACT_LIMITS[field]}
      value={values[field]}
      errorMessage={fieldErrors[field]}
      onChange={(value) => onFieldChange(field, value)}
      description={field === 'phone' && !required ? 'Optional' : field === 'company' ? 'Optional' : undefined}
    />
  );

  return (
    <Form
      aria-label={ariaLabel}
      onSubmit={() => {
        if (!busy) onSubmit();
      }}
      errors={errors}
      header={
        <>
          {kind === 'home' && view.status === 'sent' ? (
            <div ref={outcomeRef} tabIndex={-1} className={focusTarget}>
              <Alert tone="success" title={m.homeThanks}>
                {m.homeThanksDetail}
              </Alert>
            </div>
          ) : null}
          {view.status === 'failed' ? (
            <div ref={outcomeRef} tabIndex={-1} className={focusTarget}>
              <Alert
                tone="danger"
                actions={
                  <Link href={view.fallbackHref} variant="standalone">
                    {m.fallbackLink}
                  </Link>
                }
              >
                {view.message}
              </Alert>
            </div>
          ) : null}
        </>
      }
    >
      <Columns gap="4" columns={{ tablet: 2 }}>
        {text('name', 'text', true)}
        {text('email', 'email', true)}
        {text('phone', 'tel', kind === 'contact')}
        {text('company', 'text', false)}
      </Columns>
      {kind === 'home' ? (
        <NativeSelect
          id={fieldId(kind, 'subject')}
          name="subject"
          label={labels.subject}
          isRequired
          placeholder="Select a subject"
          options={HOME_SUBJECTS.map((s) => ({ value: s.id, label: s.label }))}
          value={values.subject}
          errorMessage={fieldErrors.subject}
          onChange={(value) => onFieldChange('subject', value)}
        />
      ) : (
        <Columns gap="4" columns={{ tablet: 2 }}>
          <TextField
            id={fieldId(kind, 'subject')}
            name="subject"
            label={labels.subject}
            isRequired
            maxLength={CONTACT_LIMITS.subject}
            value={values.subject}
            errorMessage={fieldErrors.subject}
            onChange={(value) => onFieldChange('subject', value)}
          />
          <NativeSelect
            id={fieldId(kind, 'serviceType')}
            name="serviceType"
            label={labels.serviceType}
            isRequired
            options={SERVICE_TYPES.map((s) => ({ value: s.id, label: s.label }))}
            value={values.serviceType}
            errorMessage={fieldErrors.serviceType}
            onChange={(value) => onFieldChange('serviceType', value)}
          />
        </Columns>
      )}
      <TextArea
        id={fieldId(kind, 'message')}
        name="message"
        label={labels.message}
        isRequired
        rows={MESSAGE_ROWS[kind]}
        value={values.message}
        errorMessage={fieldErrors.message}
        onChange={(value) => onFieldChange('message', value)}
      />
      <Button
        type="submit"
        size="lg"
        isPending={busy}
        pendingLabel={kind === 'home' ? m.homeSubmitting : m.pageSubmitting}
      >
        Send Message
      </Button>
    </Form>
  );
}
