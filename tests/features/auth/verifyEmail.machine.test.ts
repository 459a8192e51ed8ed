import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { VERIFY_REDIRECT_MS, verifyEmailMachine } from '../../../src/features/auth/verifyEmail.machine';
import { allStatePaths, controllable, coveredStates, flush, modelPaths, replay } from '../../support/modelHarness';

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

describe('verify email machine: model-based paths', () => {
  const all = links.flatMap((input) =>
    modelPaths(verifyEmailMachine, events as never, input).map((p) => ({ input, p })),
  );

  it('reaches every state', () => {
    expect(
      [
        ...coveredStates(
          verifyEmailMachine,
          all.map((x) => x.p),
        ),
      ].sort(),
    ).toEqual(allStatePaths(verifyEmailMachine).sort());
  });

  it.each(
    all.map(({ input, p }) => [
      `${JSON.stringify(input)}: ${p.steps.map((s) => s.event.type).join(' > ') || '(initial)'}`,
      input,
      p,
    ]),
  )('live actor follows %s', async (_name, input, path) => {
    const { controls, machine } = provided();
    const actor = await replay(machine, controls, path, input);
    const snapshot = actor.getSnapshot();
    // verification starts on load only with a complete link
    const verifyCalls = controls.calls.filter((c) => c.src === 'verifyEmail');
    expect(verifyCalls).toEqual(
      input.token && input.email
        ? [expect.objectContaining({ input: { email: 'ama@example.com', code: '123456' } })]
        : [],
    );
    if (snapshot.matches('verified')) {
      expect(controls.log).toEqual(['markEmailVerified']);
      await vi.advanceTimersByTimeAsync(VERIFY_REDIRECT_MS - 1);
      expect(controls.log).toEqual(['markEmailVerified']);
      await vi.advanceTimersByTimeAsync(1);
      expect(controls.log).toEqual(['markEmailVerified', 'goToDashboard']);
    }
    if (snapshot.matches('alreadyVerified')) {
      // the link was used before: verified already, no timed redirect (the screen offers to continue)
      expect(controls.log).toEqual(['markEmailVerified']);
      await vi.advanceTimersByTimeAsync(VERIFY_REDIRECT_MS * 2);
      expect(controls.log).toEqual(['markEmailVerified']);
    }
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
