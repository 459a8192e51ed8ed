import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { forgotPasswordMachine } from '../../../src/features/auth/forgotPassword.machine';
import { toForgotPasswordView } from '../../../src/features/auth/forgotPassword.view';
import { AUTH_MESSAGES } from '../../../src/features/auth/messages';

/** Each call to the actor takes the next outcome: 'ok', 'fail' or 'hang'. */
const start = (...outcomes: ('ok' | 'fail' | 'hang')[]) =>
  createActor(
    forgotPasswordMachine.provide({
      actors: {
        sendResetEmail: fromPromise<void, { email: string; resend: boolean }>(async ({ input }) => {
          const next = outcomes.shift() ?? 'ok';
          if (next === 'hang') return new Promise<void>(() => {});
          if (next === 'fail') {
            throw new Error(input.resend ? AUTH_MESSAGES.forgotResendFailed : AUTH_MESSAGES.forgotFailed);
          }
        }),
      },
    }),
    { input: {} },
  ).start();

const submit = (actor: ReturnType<typeof start>, email = 'efua@example.com') => {
  actor.send({ type: 'field.change', field: 'email', value: email });
  actor.send({ type: 'form.submit' });
};

describe('toForgotPasswordView', () => {
  it('shows the email rule under the field and clears it on typing', () => {
    const actor = start();
    submit(actor, 'efua@');
    expect(toForgotPasswordView(actor.getSnapshot())).toEqual({
      status: 'form',
      email: 'efua@',
      fieldError: AUTH_MESSAGES.emailInvalid,
    });
    actor.send({ type: 'field.change', field: 'email', value: 'efua@example.com' });
    expect(toForgotPasswordView(actor.getSnapshot())).toEqual({ status: 'form', email: 'efua@example.com' });
  });

  it('is sending while the request runs', () => {
    const actor = start('hang');
    submit(actor);
    expect(toForgotPasswordView(actor.getSnapshot())).toEqual({ status: 'sending', email: 'efua@example.com' });
  });

  it('fails with the product rules message on the form', async () => {
    const actor = start('fail');
    submit(actor);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(toForgotPasswordView(actor.getSnapshot())).toEqual({
      status: 'failed',
      email: 'efua@example.com',
      message: 'Failed to send password reset email. Please try again.',
    });
  });

  it("is 'sent' with the product's success text, then resending, resent and resend-failed", async () => {
    const actor = start('ok', 'ok', 'fail');
    submit(actor);
    await waitFor(actor, (s) => s.matches('sent'));
    expect(toForgotPasswordView(actor.getSnapshot())).toEqual({
      status: 'sent',
      email: 'efua@example.com',
      message: 'If this email exists in our system, you will receive password reset instructions shortly.',
      resend: 'idle',
    });

    actor.send({ type: 'email.resend' });
    expect(toForgotPasswordView(actor.getSnapshot())).toMatchObject({ status: 'sent', resend: 'resending' });
    await waitFor(actor, (s) => s.matches({ sent: 'ready' }));
    expect(toForgotPasswordView(actor.getSnapshot())).toMatchObject({
      resend: 'resent',
      resendMessage: AUTH_MESSAGES.forgotSent,
    });

    actor.send({ type: 'email.resend' });
    await waitFor(actor, (s) => s.matches({ sent: 'ready' }));
    expect(toForgotPasswordView(actor.getSnapshot())).toMatchObject({
      status: 'sent',
      resend: 'failed',
      resendMessage: 'Failed to resend password reset email. Please try again.',
    });
  });
});
