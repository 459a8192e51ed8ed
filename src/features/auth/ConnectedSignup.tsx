/**
 * The signup form driven by its machine: what /signup renders (with the auth client, the session actor and
 * the router's navigation) and what the signup flow stories render (with mocks). The machine loads after
 * hydration, zod first in a task of its own: see useDeferredMachineView and importInTurn.
 */
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { importInTurn } from '../../machines/nextTask';
import { type MachineNow, RunMachine } from '../../machines/RunMachine';
import { SignupScreen } from './SignupScreen';
import type { SignupDeps } from './signup.machine';
import { initialSignupView, previewSignup, toSignupView } from './signup.view';

type MachineModule = typeof import('./signup.machine');

/** The machine's module, after zod in a task of its own (see importInTurn). */
const load = (): Promise<MachineModule> =>
  importInTurn(
    () => import('../../domain/zodFirst'),
    () => import('./signup.machine'),
  );

export interface ConnectedSignupProps {
  /** creating the account (and signing in with it), the session actor, analytics and the way on */
  services: SignupDeps;
  /** a clock for the machine's timers (stories move it by hand) */
  clock?: ActorOptions<AnyActorLogic>['clock'];
  /** the machine's module already imported (flow stories): it runs from the first render */
  machine?: MachineNow<MachineModule>;
}

export function ConnectedSignup({ services, clock, machine }: ConnectedSignupProps) {
  return (
    <RunMachine
      load={load}
      now={machine}
      provide={(module) => module.provideSignup(services)}
      view={toSignupView}
      options={clock ? { clock } : undefined}
      initialView={initialSignupView()}
      preview={previewSignup}
    >
      {(view, send) => (
        <SignupScreen
          view={view}
          onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
          onSubmit={() => send({ type: 'form.submit' })}
        />
      )}
    </RunMachine>
  );
}
