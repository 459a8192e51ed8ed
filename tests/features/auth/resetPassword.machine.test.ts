import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { RESET_REDIRECT_MS, resetPasswordMachine } from '../../../src/features/auth/resetPassword.machine';
import { toResetPasswordView } from '../../../src/features/auth/resetPassword.view';
import { controllable, flush, modelPaths, reachability, violations } from '../../support/modelHarness';

const failed = 'Failed to reset password. Please try again.';
const events = [
  { type: 'field.change', field: 'newPassword', value: 'New#Pass2026' },
  { type: 'field.change', field: 'newPassword', value: 'short' },
  { type: 'field.change', field: 'confirmPassword', value: 'New#Pass2026' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.resetPassword' },
  { type: 'xstate.error.actor.resetPassword', error: new Error(failed) },
];

function provided() {
  const { controls, actors, actions } = controllable(['resetPassword'], ['goToLogin']);
  return { controls, machine: resetPasswordMachine.provide({ actors, actions } as never) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('reset password machine: model', () => {
  const redirect = { type: `xstate.after.${RESET_REDIRECT_MS}.resetPassword.success` };
  const withToken = modelPaths(resetPasswordMachine, [...events, redirect] as never, { token: 'tok-123' });
  const withoutToken = modelPaths(resetPasswordMachine, [...events, redirect] as never, { token: null });

  it('reaches every state (with and without a token), and no state is a dead end', () => {
    expect(reachability(resetPasswordMachine, [withToken, withoutToken], [...events, redirect] as never)).toEqual({
      unreached: [],
      // without a token the screen only offers a link to request a new one
      deadEnds: ['missingToken'],
    });
  });

  it('without a token only the missing-token error is reachable', () => {
    expect(withoutToken.every((p) => p.state.matches('missingToken'))).toBe(true);
    const context = withoutToken[0]?.state.context as { error: string | null } | undefined;
    expect(context?.error).toBe('Invalid or missing reset token. Please request a new password reset.');
  });

  it('on every path: the screen shows its state, sends the token and the new password, /login only 3 s later', () => {
    const failures = violations(resetPasswordMachine, withToken, { token: 'tok-123' }, (visit) => {
      const { state, event, actions, started } = visit;
      const out: string[] = [];
      const view = toResetPasswordView(state as never);
      if (view.status !== state.value) out.push(`view shows ${view.status} in ${state.value}`);
      for (const call of started) {
        if (JSON.stringify(call.input) !== JSON.stringify({ token: 'tok-123', newPassword: 'New#Pass2026' })) {
          out.push(`sent ${JSON.stringify(call.input)}`);
        }
      }
      if (actions.includes('goToLogin') !== (event.type === redirect.type)) out.push('/login not 3 s after success');
      return out;
    });
    expect(failures).toEqual([]);
  });
});

describe('reset password machine: behaviour', () => {
  it('joins every password message with commas and checks the confirmation', () => {
    const actor = createActor(provided().machine, { input: { token: 'tok' } }).start();
    actor.send({ type: 'field.change', field: 'newPassword', value: 'abc' });
    actor.send({ type: 'field.change', field: 'confirmPassword', value: 'abd' });
    actor.send({ type: 'form.submit' });
    const { fieldErrors } = actor.getSnapshot().context;
    expect(fieldErrors.newPassword).toBe(
      'Password must be at least 8 characters long, Password must contain at least one uppercase letter, ' +
        'Password must contain at least one number, Password must contain at least one special character',
    );
    expect(fieldErrors.confirmPassword).toBe('Passwords do not match');
    actor.send({ type: 'field.change', field: 'newPassword', value: 'abcd' });
    expect(actor.getSnapshot().context.fieldErrors.newPassword).toBeUndefined();
    expect(actor.getSnapshot().context.fieldErrors.confirmPassword).toBe('Passwords do not match');
  });

  it('a blank token counts as missing and submit does nothing', async () => {
    const { controls, machine } = provided();
    const actor = createActor(machine, { input: { token: '   ' } }).start();
    expect(actor.getSnapshot().value).toBe('missingToken');
    actor.send({ type: 'form.submit' });
    await flush();
    expect(controls.calls).toHaveLength(0);
  });
});
