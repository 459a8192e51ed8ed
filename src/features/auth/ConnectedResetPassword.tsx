/**
 * The reset-password form driven by its machine: what /reset-password renders (with the auth client, the
 * link's token and the way back to sign-in) and what its flow stories render (with mocks). The machine
 * loads after hydration, zod first in a task of its own: see useDeferredMachineView and importInTurn.
 */
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { importInTurn } from '../../machines/nextTask';
import { type MachineNow, RunMachine } from '../../machines/RunMachine';
import { ResetPasswordScreen } from './ResetPasswordScreen';
import type { ResetPasswordDeps } from './resetPassword.machine';
import { initialResetPasswordView, previewResetPassword, toResetPasswordView } from './resetPassword.view';

type MachineModule = typeof import('./resetPassword.machine');

/** The machine's module, after zod in a task of its own (see importInTurn). */
const load = (): Promise<MachineModule> =>
  importInTurn(
    () => import('../../domain/zodFirst'),
    () => import('./resetPassword.machine'),
  );

export interface ConnectedResetPasswordProps {
  /** the reset request and the way to sign-in afterwards */
  services: ResetPasswordDeps;
  /** the token from the reset link (null when the link carries none) */
  token: string | null;
  /** a clock for the machine's timers (stories move it by hand) */
  clock?: ActorOptions<AnyActorLogic>['clock'];
  /** the machine's module already imported (flow stories): it runs from the first render */
  machine?: MachineNow<MachineModule>;
}

export function ConnectedResetPassword({ services, token, clock, machine }: ConnectedResetPasswordProps) {
  return (
    <RunMachine
      load={load}
      now={machine}
      provide={(module) => module.provideResetPassword(services)}
      view={toResetPasswordView}
      options={{ input: { token }, ...(clock ? { clock } : {}) }}
      initialView={initialResetPasswordView()}
      preview={previewResetPassword}
    >
      {(view, send) => (
        <ResetPasswordScreen
          view={view}
          onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
          onSubmit={() => send({ type: 'form.submit' })}
        />
      )}
    </RunMachine>
  );
}
