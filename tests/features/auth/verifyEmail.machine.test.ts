import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { VERIFY_REDIRECT_MS, verifyEmailMachine } from '../../../src/features/auth/verifyEmail.machine';
import { toVerifyEmailView } from '../../../src/features/auth/verifyEmail.view';
import { controllable, flush, modelPaths, reachability, violations } from '../../support/modelHarness';

const verifyFailed = 'Email verification failed. The link may have expired or is invalid.';
const resendFailed = 'Failed to resend verification email. Please try again.';
const events = [
  { type: 'code.resend' },
  { type: 'xstate.done.actor.verifyEmail' },
  { type: 'xstate.done.actor.verifyEmail', output: { alreadyVerified: true } },
  { type: 'xstate.error.actor.verifyEmail', error: new Error(verifyFailed) },
  { type: 'xstate.done.actor.resendCode' },
  { type: 'xstate.error.actor.resendCode', error: new Error(resendFailed) },
];
const links = [
  { token: '123456', email: 'ama@example.com' },
  { token: null, email: 'ama@example.com' },
  { token: '123456', email: null },
];

function provided() {
  const { controls, actors, actions } = controllable(
    ['verifyEmail', 'resendCode'],
    ['markEmailVerified', 'goToDashboard'],
  );
  return { controls, machine: verifyEmailMachine.provide({ actors, actions } as never) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('verify email machine: model', () => {
  const redirect = { type: `xstate.after.${VERIFY_REDIRECT_MS}.verifyEmail.verified` };
  const walks = links.map((input) => ({
    input,
    paths: modelPaths(verifyEmailMachine, [...events, redirect] as never, input),
  }));

  it('reaches every state, and no state is a dead end', () => {
    expect(
      reachability(
        verifyEmailMachine,
        walks.map((w) => w.paths),
        [...events, redirect] as never,
      ),
      // the link was used before: the screen offers to continue, nothing moves on by itself
    ).toEqual({ unreached: [], deadEnds: ['alreadyVerified'] });
  });

  it('on every path: verification starts on load only with a complete link; verified marks at once, /dashboard 3 s later', () => {
    const failures = walks.flatMap(({ input, paths }) =>
      violations(verifyEmailMachine, paths, input, ({ state, before, event, actions, log, started }) => {
        const out: string[] = [];
        const view = toVerifyEmailView(state as never);
        if (!view.status) out.push('no view');
        for (const call of started.filter((s) => s.id === 'verifyEmail')) {
          if (before !== undefined) out.push('verification started after load');
          if (!input.token || !input.email) out.push('an incomplete link was verified');
          if (JSON.stringify(call.input) !== JSON.stringify({ email: 'ama@example.com', code: '123456' })) {
            out.push(`verified ${JSON.stringify(call.input)}`);
          }
        }
        const verified = state.matches('verified') || state.matches('alreadyVerified');
        if (verified && log[0] !== 'markEmailVerified') out.push('verified without marking the email');
        if (!verified && log.length > 0) out.push(`ran ${log.join()} before verifying`);
        if (actions.includes('goToDashboard') !== (event.type === redirect.type)) out.push('/dashboard not 3 s after');
        if (state.matches('alreadyVerified') && log.includes('goToDashboard')) out.push('already verified redirected');
        return out;
      }),
    );
    expect(failures).toEqual([]);
  });
});

describe('verify email machine: behaviour', () => {
  it('an incomplete link shows the invalid-link message and cannot resend without an email', () => {
    const actor = createActor(provided().machine, { input: { token: '123456' } }).start();
    expect(actor.getSnapshot().value).toBe('invalidLink');
    expect(actor.getSnapshot().context.error).toBe(
      'Invalid verification link. Please check your email for the correct link or request a new one.',
    );
    actor.send({ type: 'code.resend' });
    expect(actor.getSnapshot().context.resendError).toBe('Cannot resend verification email. Email address not found.');
  });

  it('resend after a failure shows the success message', async () => {
    const { controls, machine } = provided();
    const actor = createActor(machine, { input: links[0] }).start();
    await flush();
    controls.pending.get('verifyEmail')?.reject(new Error(verifyFailed));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ failed: 'ready' });
    actor.send({ type: 'code.resend' });
    expect(controls.calls.at(-1)?.input).toEqual({ email: 'ama@example.com' });
    controls.pending.get('resendCode')?.resolve(undefined);
    await flush();
    expect(actor.getSnapshot().context.notice).toBe('Verification email sent successfully! Please check your inbox.');
    expect(actor.getSnapshot().context.error).toBe(verifyFailed);
  });
});
