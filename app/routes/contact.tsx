import { ContactForm } from '../../src/features/site/ContactForm';
import { ContactScreen } from '../../src/features/site/ContactScreen';
import { CONTACT_MESSAGES } from '../../src/features/site/messages';
import { useContactFormMachine } from '../contactForm';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Contact Us — SkyLink Ghana',
  description:
    'Send SkyLink Ghana a message, call or email us, or visit our office in Accra. We reply within 24 hours.',
};

export function Component() {
  // the form machine (with xstate) loads after hydration: see useContactFormMachine
  const [view, send] = useContactFormMachine('contact');
  return (
    <ContactScreen
      form={
        <ContactForm
          view={view}
          aria-label={CONTACT_MESSAGES.pageTitle}
          onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
          onSubmit={() => send({ type: 'form.submit' })}
          onReset={() => send({ type: 'form.reset' })}
        />
      }
    />
  );
}
