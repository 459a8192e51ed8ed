import { initialContactFormView, previewContactForm, toContactFormView } from '../src/features/site/contactForm.view';
import type { ContactFormKind } from '../src/features/site/rules';
import { useDeferredMachineView } from '../src/machines/useDeferredMachineView';
import { loadSiteClient } from './services';

/**
 * The contact form's machine for a prerendered page (the home section or /contact), sending to our
 * API: the form's first view at once, the machine (with xstate) once the page is idle or at the first
 * keystroke (see useDeferredMachineView).
 */
export function useContactFormMachine(kind: ContactFormKind) {
  return useDeferredMachineView(
    () =>
      import('../src/features/site/contactForm.machine').then(({ provideContactForm }) => ({
        machine: provideContactForm({
          sendContact: async (submission) => (await loadSiteClient()).sendContact(submission),
        }),
        view: toContactFormView,
        options: { input: { kind } },
      })),
    initialContactFormView(kind),
    previewContactForm,
  );
}
