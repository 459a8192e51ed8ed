/**
 * The forgot-password form driven by its machine: what /forgot-password renders (with the auth client) and
 * what its flow stories render (with mocks). The machine loads after hydration, zod first in a task of its
 * own: see useDeferredMachineView and importInTurn.
 */
import { importInTurn } from '../../machines/nextTask';
import { type MachineNow, RunMachine } from '../../machines/RunMachine';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import type { ForgotPasswordDeps } from './forgotPassword.machine';
import { initialForgotPasswordView, previewForgotPassword, toForgotPasswordView } from './forgotPassword.view';

type MachineModule = typeof import('./forgotPassword.machine');

/** The machine's module, after zod in a task of its own (see importInTurn). */
const load = (): Promise<MachineModule> =>
  importInTurn(
    () => import('../../domain/zodFirst'),
    () => import('./forgotPassword.machine'),
  );

export interface ConnectedForgotPasswordProps {
  /** the reset-link request (first send and each resend) */
  services: ForgotPasswordDeps;
  /** the machine's module already imported (flow stories): it runs from the first render */
  machine?: MachineNow<MachineModule>;
}

export function ConnectedForgotPassword({ services, machine }: ConnectedForgotPasswordProps) {
  return (
    <RunMachine
      load={load}
      now={machine}
      provide={(module) => module.provideForgotPassword(services)}
      view={toForgotPasswordView}
      options={{ input: {} }}
      initialView={initialForgotPasswordView()}
      preview={previewForgotPassword}
    >
      {(view, send) => (
        <ForgotPasswordScreen
          view={view}
          onEmailChange={(value) => send({ type: 'field.change', field: 'email', value })}
          onSubmit={() => send({ type: 'form.submit' })}
          onResend={() => send({ type: 'email.resend' })}
        />
      )}
    </RunMachine>
  );
}
