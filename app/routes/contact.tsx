import { ContactForm } from '../../src/features/site/ContactForm';
import { ContactScreen } from '../../src/features/site/ContactScreen';
import { provideContactForm } from '../../src/features/site/contactForm.machine';
import { toContactFormView } from '../../src/features/site/contactForm.view';
import { CONTACT_MESSAGES } from '../../src/features/site/messages';
import { useMachineView } from '../../src/machines/useMachineView';
import type { PageMeta } from '../routeTable';
import { loadSiteClient } from '../services';

export const meta: PageMeta = {
  title: 'Contact Us — SkyLink Ghana',
  description:
    'Send SkyLink Ghana a message, call or email us, or visit our office in Accra. We reply within 24 hours.',
};

export function Component() {
  const [view, send] = useMachineView(
    () => provideContactForm({ sendContact: async (submission) => (await loadSiteClient()).sendContact(submission) }),
    toContactFormView,
    { input: { kind: 'contact' } },
  );
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
