import { ContactForm } from '../../src/features/site/ContactForm';
import { ContactScreen } from '../../src/features/site/ContactScreen';
import {
  initialContactFormView,
  previewContactForm,
  toContactFormView,
} from '../../src/features/site/contactForm.view';
import { CONTACT_MESSAGES } from '../../src/features/site/messages';
import { useDeferredMachineView } from '../../src/machines/useDeferredMachineView';
import type { PageMeta } from '../routeTable';
import { loadSiteClient } from '../services';

export const meta: PageMeta = {
  title: 'Contact Us — SkyLink Ghana',
  description:
    'Send SkyLink Ghana a message, call or email us, or visit our office in Accra. We reply within 24 hours.',
};

export function Component() {
  // the form machine (with xstate) loads after hydration: see useDeferredMachineView
  const [view, send] = useDeferredMachineView(
    () =>
      import('../../src/features/site/contactForm.machine').then(({ provideContactForm }) => ({
        machine: provideContactForm({
          sendContact: async (submission) => (await loadSiteClient()).sendContact(submission),
        }),
        view: toContactFormView,
        options: { input: { kind: 'contact' as const } },
      })),
    initialContactFormView('contact'),
    previewContactForm,
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
