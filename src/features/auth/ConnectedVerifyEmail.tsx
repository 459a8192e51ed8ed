/**
 * Email verification driven by its machine: what /verify-email renders (with the auth client, the session
 * actor and the link's token and email) and what its flow stories render (with mocks). Verification starts
 * when the machine does, after hydration (zod first in a task of its own: see useDeferredMachineView and
 * importInTurn).
 */
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { importInTurn } from '../../machines/nextTask';
import { type MachineNow, RunMachine } from '../../machines/RunMachine';
import { VerifyEmailScreen } from './VerifyEmailScreen';
import type { VerifyEmailDeps } from './verifyEmail.machine';
import { initialVerifyEmailView, toVerifyEmailView } from './verifyEmail.view';

type MachineModule = typeof import('./verifyEmail.machine');

/** The machine's module, after zod in a task of its own (see importInTurn). */
const load = (): Promise<MachineModule> =>
  importInTurn(
    () => import('../../domain/zodFirst'),
    () => import('./verifyEmail.machine'),
  );

export interface ConnectedVerifyEmailProps {
  /** the verify and resend requests, telling the session, and the way on */
  services: VerifyEmailDeps;
  /** token and email from the verification link (null when missing) */
  token: string | null;
  email: string | null;
  /** a clock for the machine's timers (stories move it by hand) */
  clock?: ActorOptions<AnyActorLogic>['clock'];
  /** the machine's module already imported (flow stories): it runs from the first render */
  machine?: MachineNow<MachineModule>;
}

export function ConnectedVerifyEmail({ services, token, email, clock, machine }: ConnectedVerifyEmailProps) {
  return (
    <RunMachine
      load={load}
      now={machine}
      provide={(module) => module.provideVerifyEmail(services)}
      view={toVerifyEmailView}
      options={{ input: { token, email }, ...(clock ? { clock } : {}) }}
      initialView={initialVerifyEmailView()}
    >
      {(view, send) => <VerifyEmailScreen view={view} onResend={() => send({ type: 'code.resend' })} />}
    </RunMachine>
  );
}
