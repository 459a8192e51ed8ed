/**
 * The home page's contact form. It renders the form's first view at once (prerendered, hydrated with
 * the section) and loads its machine (with xstate) when the browser is first idle or at the first
 * keystroke: see useDeferredMachineView. What a visitor types before then shows at once (the preview)
 * and is replayed into the machine, so nothing is lost.
 */

import { ContactForm } from '../../src/features/site/ContactForm';
import { homeText } from '../../src/features/site/homeContent';
import { useContactFormMachine } from '../contactForm';

export default function HomeContactForm() {
  const [view, send] = useContactFormMachine('home');
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
