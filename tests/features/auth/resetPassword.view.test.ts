import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { AUTH_MESSAGES } from '../../../src/features/auth/messages';
import { resetPasswordMachine } from '../../../src/features/auth/resetPassword.machine';
import { toResetPasswordView } from '../../../src/features/auth/resetPassword.view';

const start = (token: string | null, reset: () => Promise<void> = async () => {}) =>
  createActor(resetPasswordMachine.provide({ actors: { resetPassword: fromPromise(reset) } }), {
    input: { token },
  }).start();

const fill = (actor: ReturnType<typeof start>, password: string, confirm = password) => {
  actor.send({ type: 'field.change', field: 'newPassword', value: password });
  actor.send({ type: 'field.change', field: 'confirmPassword', value: confirm });
};

describe('toResetPasswordView', () => {
  it('is missingToken with the product rules message when the link has no token', () => {
    expect(toResetPasswordView(start(null).getSnapshot())).toMatchObject({
      status: 'missingToken',
      message: 'Invalid or missing reset token. Please request a new password reset.',
    });
  });

  it('joins the password rule messages with commas under the field', () => {
    const actor = start('tok');
    fill(actor, 'takoradi', 'takoradi1');
    actor.send({ type: 'form.submit' });
    const view = toResetPasswordView(actor.getSnapshot());
    expect(view.status).toBe('form');
    if (view.status !== 'form') return;
    expect(view.fieldErrors.newPassword).toBe(
      [AUTH_MESSAGES.passwordUppercase, AUTH_MESSAGES.passwordNumber, AUTH_MESSAGES.passwordSpecial].join(', '),
    );
    expect(view.fieldErrors.confirmPassword).toBe('Passwords do not match');
    expect(view.strength).not.toBeNull();

    actor.send({ type: 'field.change', field: 'newPassword', value: 'Takoradi#Wave26' });
    const after = toResetPasswordView(actor.getSnapshot());
    expect(after.status === 'form' && after.fieldErrors).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it("a refused link: the product's failure text, with the server's reason below it", async () => {
    const actor = start('used-token', async () => {
      throw new Error('Invalid or expired reset token');
    });
    fill(actor, 'Takoradi#Wave26');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(toResetPasswordView(actor.getSnapshot())).toMatchObject({
      status: 'failed',
      message: 'Failed to reset password. Please try again.',
      reason: 'Invalid or expired reset token',
    });
  });

  it('is submitting, then failed with the message', async () => {
    const actor = start('tok', async () => {
      throw new Error(AUTH_MESSAGES.resetFailed);
    });
    fill(actor, 'Takoradi#Wave26');
    actor.send({ type: 'form.submit' });
    expect(toResetPasswordView(actor.getSnapshot()).status).toBe('submitting');
    await waitFor(actor, (s) => s.matches('failed'));
    expect(toResetPasswordView(actor.getSnapshot())).toMatchObject({
      status: 'failed',
      message: 'Failed to reset password. Please try again.',
    });
  });

  it('is success with the product rules text', async () => {
    const actor = start('tok');
    fill(actor, 'Takoradi#Wave26');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(toResetPasswordView(actor.getSnapshot())).toEqual({
      status: 'success',
      message: 'Password successfully reset. You can now log in with your new password.',
    });
  });
});
