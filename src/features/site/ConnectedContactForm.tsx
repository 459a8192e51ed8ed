/**
 * The contact form driven by its machine: what the home page's section and /contact render (sending to
 * our API) and what the contact flow stories render (with the send mocked). On a page the machine (with
 * xstate) loads once the page is idle or at the first keystroke; what a visitor types before then shows at
 * once (the preview) and is replayed into the machine (see useDeferredMachineView).
 */
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { type MachineNow, RunMachine } from '../../machines/RunMachine';
import { ContactForm } from './ContactForm';
import type { ContactDeps } from './contactForm.machine';
import { initialContactFormView, previewContactForm, toContactFormView } from './contactForm.view';
import type { ContactFormKind } from './rules';

type MachineModule = typeof import('./contactForm.machine');

const load = (): Promise<MachineModule> => import('./contactForm.machine');

export interface ConnectedContactFormProps {
  /** sending the message */
  services: ContactDeps;
  /** the home page's short form or the contact page's full one */
  kind: ContactFormKind;
  /** the form's accessible name */
  label: string;
  /** a clock for the machine's timers (stories move it by hand) */
  clock?: ActorOptions<AnyActorLogic>['clock'];
  /** the machine's module already imported (flow stories): it runs from the first render */
  machine?: MachineNow<MachineModule>;
}

export function ConnectedContactForm({ services, kind, label, clock, machine }: ConnectedContactFormProps) {
  return (
    <RunMachine
      load={load}
      now={machine}
      provide={(module) => module.provideContactForm(services)}
      view={toContactFormView}
      options={{ input: { kind }, ...(clock ? { clock } : {}) }}
      initialView={initialContactFormView(kind)}
      preview={previewContactForm}
    >
      {(view, send) => (
        <ContactForm
          view={view}
          aria-label={label}
          onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
          onSubmit={() => send({ type: 'form.submit' })}
          onReset={() => send({ type: 'form.reset' })}
        />
      )}
    </RunMachine>
  );
}
