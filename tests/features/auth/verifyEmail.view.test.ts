import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { AUTH_MESSAGES } from '../../../src/features/auth/messages';
import { verifyEmailMachine } from '../../../src/features/auth/verifyEmail.machine';
import { toVerifyEmailView } from '../../../src/features/auth/verifyEmail.view';

type Outcome = 'ok' | 'fail' | 'hang' | 'again';
const run = (outcome: Outcome, message: string) => async (): Promise<{ alreadyVerified: boolean } | undefined> => {
  if (outcome === 'hang') return new Promise(() => {});
  if (outcome === 'fail') throw new Error(message);
  return { alreadyVerified: outcome === 'again' };
};

const start = (input: { token?: string; email?: string }, verify: Outcome, ...resends: Outcome[]) =>
  createActor(
    verifyEmailMachine.provide({
      actors: {
        verifyEmail: fromPromise(run(verify, AUTH_MESSAGES.verifyFailed)),
        resendCode: fromPromise(async () => {
          await run(resends.shift() ?? 'ok', AUTH_MESSAGES.verifyResendFailed)();
        }),
      },
    }),
    { input },
  ).start();

describe('toVerifyEmailView', () => {
  it('is verifying while the code is checked', () => {
    expect(toVerifyEmailView(start({ token: '123456', email: 'a@example.com' }, 'hang').getSnapshot())).toEqual({
      status: 'verifying',
    });
  });

  it('is verified with the product rules text', async () => {
    const actor = start({ token: '123456', email: 'a@example.com' }, 'ok');
    await waitFor(actor, (s) => s.matches('verified'));
    expect(toVerifyEmailView(actor.getSnapshot())).toEqual({
      status: 'verified',
      message: 'Your email has been successfully verified! You can now access all features.',
    });
  });

  it('is alreadyVerified, offering to continue, for a link used before', async () => {
    const actor = start({ token: '123456', email: 'a@example.com' }, 'again');
    await waitFor(actor, (s) => s.matches('alreadyVerified'));
    expect(toVerifyEmailView(actor.getSnapshot())).toEqual({
      status: 'alreadyVerified',
      message: 'Your email address is already verified.',
    });
  });

  it('is invalidLink without a token; resend without an email says the address was not found', () => {
    const actor = start({}, 'ok');
    expect(toVerifyEmailView(actor.getSnapshot())).toEqual({
      status: 'invalidLink',
      message: 'Invalid verification link. Please check your email for the correct link or request a new one.',
      resend: 'idle',
    });
    actor.send({ type: 'code.resend' });
    expect(toVerifyEmailView(actor.getSnapshot())).toMatchObject({
      status: 'invalidLink',
      resend: 'failed',
      resendMessage: 'Cannot resend verification email. Email address not found.',
    });
  });

  it('fails, then resending, resent and resend-failed', async () => {
    const actor = start({ token: '123456', email: 'a@example.com' }, 'fail', 'ok', 'fail');
    await waitFor(actor, (s) => s.matches('failed'));
    expect(toVerifyEmailView(actor.getSnapshot())).toEqual({
      status: 'failed',
      message: 'Email verification failed. The link may have expired or is invalid.',
      resend: 'idle',
    });

    actor.send({ type: 'code.resend' });
    expect(toVerifyEmailView(actor.getSnapshot())).toMatchObject({ status: 'failed', resend: 'resending' });
    await waitFor(actor, (s) => s.matches({ failed: 'ready' }));
    expect(toVerifyEmailView(actor.getSnapshot())).toMatchObject({
      resend: 'resent',
      resendMessage: 'Verification email sent successfully! Please check your inbox.',
    });

    actor.send({ type: 'code.resend' });
    await waitFor(actor, (s) => s.matches({ failed: 'ready' }));
    expect(toVerifyEmailView(actor.getSnapshot())).toMatchObject({
      resend: 'failed',
      resendMessage: 'Failed to resend verification email. Please try again.',
    });
  });
});
