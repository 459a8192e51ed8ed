/**
 * The login form driven by its machine: what /login renders (with the auth client, the session actor and
 * the router's navigation) and what the login flow stories render (with mocks). The machine (with xstate
 * and the form's rules) loads after hydration, zod first in a task of its own: see useDeferredMachineView
 * and importInTurn.
 */
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { importInTurn } from '../../machines/nextTask';
import { type MachineNow, RunMachine } from '../../machines/RunMachine';
import { LoginScreen } from './LoginScreen';
import type { LoginDeps } from './login.machine';
import { initialLoginView, previewLogin, toLoginView } from './login.view';

type MachineModule = typeof import('./login.machine');

/** The machine's module, after zod in a task of its own (see importInTurn). */
const load = (): Promise<MachineModule> =>
  importInTurn(
    () => import('../../domain/zodFirst'),
    () => import('./login.machine'),
  );

export interface ConnectedLoginProps {
  /** the sign-in request, the session actor, analytics and where to go once signed in */
  services: LoginDeps;
  /** a message handed over by the page before (e.g. after a password reset) */
  notice?: string;
  /** a clock for the machine's timers (stories move it by hand) */
  clock?: ActorOptions<AnyActorLogic>['clock'];
  /** the machine's module already imported (flow stories): it runs from the first render */
  machine?: MachineNow<MachineModule>;
}

export function ConnectedLogin({ services, notice, clock, machine }: ConnectedLoginProps) {
  return (
    <RunMachine
      load={load}
      now={machine}
      provide={(module) => module.provideLogin(services)}
      view={toLoginView}
      options={{ input: {}, ...(clock ? { clock } : {}) }}
      initialView={initialLoginView()}
      preview={previewLogin}
    >
      {(view, send) => (
        <LoginScreen
          view={view}
          notice={notice}
          onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
          onRememberChange={(value) => send({ type: 'remember.change', value })}
          onSubmit={() => send({ type: 'form.submit' })}
          onCodeChange={(value) => send({ type: 'code.change', value })}
          onCodeSubmit={() => send({ type: 'code.submit' })}
          onRestart={() => send({ type: 'signIn.restart' })}
          onRecoveryDone={() => send({ type: 'recovery.done' })}
        />
      )}
    </RunMachine>
  );
}
