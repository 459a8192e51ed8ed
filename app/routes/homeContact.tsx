/**
 * The home page's contact form with its machine: a module of its own, loaded after the page's first
 * bytes (the form sits below the fold). Prerendering waits for it, so the markup is in the page.
 */

import { ContactForm } from '../../src/features/site/ContactForm';
import { provideContactForm } from '../../src/features/site/contactForm.machine';
import { toContactFormView } from '../../src/features/site/contactForm.view';
import { homeText } from '../../src/features/site/homeContent';
import { useMachineView } from '../../src/machines/useMachineView';
import { loadSiteClient } from '../services';

export default function HomeContactForm() {
  const [view, send] = useMachineView(
    () => provideContactForm({ sendContact: async (submission) => (await loadSiteClient()).sendContact(submission) }),
    toContactFormView,
    { input: { kind: 'home' } },
  );
  return (
    <ContactForm
      view={view}
      aria-label={homeText.formTitle}
      onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
      onSubmit={() => send({ type: 'form.submit' })}
      onReset={() => send({ type: 'form.reset' })}
    />
  );
}
