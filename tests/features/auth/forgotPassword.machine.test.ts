import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { forgotPasswordMachine } from '../../../src/features/auth/forgotPassword.machine';
import { toForgotPasswordView } from '../../../src/features/auth/forgotPassword.view';
import { controllable, flush, modelPaths, reachability, violations } from '../../support/modelHarness';

const sendFailed = 'Failed to send password reset email. Please try again.';
const resendFailed = 'Failed to resend password reset email. Please try again.';

function provided() {
  const { controls, actors, actions } = controllable(['sendResetEmail'], []);
  return { controls, machine: forgotPasswordMachine.provide({ actors, actions } as never) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('forgot password machine: model', () => {
  const events = [
    { type: 'field.change', field: 'email', value: 'ama@example.com' },
    { type: 'field.change', field: 'email', value: 'not-an-email' },
    { type: 'form.submit' },
    { type: 'email.resend' },
    { type: 'xstate.done.actor.sendResetEmail' },
    { type: 'xstate.error.actor.sendResetEmail', error: new Error(sendFailed) },
    { type: 'xstate.done.actor.resendResetEmail' },
    { type: 'xstate.error.actor.resendResetEmail', error: new Error(resendFailed) },
  ];
  const paths = modelPaths(forgotPasswordMachine, events as never);

  it('reaches every state, and no state is a dead end', () => {
    expect(reachability(forgotPasswordMachine, [paths], events as never)).toEqual({ unreached: [], deadEnds: [] });
  });

  it('on every path: the screen shows its state, and only a valid address is sent (first send, then resends)', () => {
    const failures = violations(forgotPasswordMachine, paths, undefined, ({ state, started }) => {
      const out: string[] = [];
      const view = toForgotPasswordView(state as never);
      const top = typeof state.value === 'string' ? state.value : Object.keys(state.value)[0];
      if (!String(view.status).startsWith(String(top).slice(0, 4))) out.push(`view shows ${view.status} in ${top}`);
      for (const call of started) {
        const sent = call.input as { email: string; resend: boolean };
        if (sent.email !== 'ama@example.com') out.push(`sent to ${sent.email}`);
        if (sent.resend !== (call.id === 'resendResetEmail')) out.push(`${call.id} with resend ${sent.resend}`);
      }
      return out;
    });
    expect(failures).toEqual([]);
  });
});

describe('forgot password machine: behaviour', () => {
  it('shows the email rule under the field', () => {
    const actor = createActor(provided().machine, { input: {} }).start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldError).toBe('Email is required');
    actor.send({ type: 'field.change', field: 'email', value: 'nope' });
    expect(actor.getSnapshot().context.fieldError).toBeNull();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldError).toBe('Please enter a valid email address');
  });

  it('after a failed send, typing puts the form back without the error; submitting again sends the new address', async () => {
    const { controls, machine } = provided();
    const actor = createActor(machine, { input: { email: 'ama@example.com' } }).start();
    actor.send({ type: 'form.submit' });
    controls.pending.get('sendResetEmail')?.reject(new Error(sendFailed));
    await flush();
    expect(toForgotPasswordView(actor.getSnapshot())).toMatchObject({ status: 'failed', message: sendFailed });
    actor.send({ type: 'field.change', field: 'email', value: 'kofi@example.com' });
    const view = toForgotPasswordView(actor.getSnapshot());
    expect(view.status).not.toBe('failed');
    expect(JSON.stringify(view)).not.toContain(sendFailed);
    actor.send({ type: 'form.submit' });
    expect(controls.calls[1]?.input).toEqual({ email: 'kofi@example.com', resend: false });
  });

  it('resend stays on the sent screen and reports success or failure there', async () => {
    const { controls, machine } = provided();
    const actor = createActor(machine, { input: { email: 'ama@example.com' } }).start();
    actor.send({ type: 'form.submit' });
    controls.pending.get('sendResetEmail')?.resolve(undefined);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ sent: 'ready' });
    actor.send({ type: 'email.resend' });
    expect(actor.getSnapshot().value).toEqual({ sent: 'resending' });
    expect(controls.calls[1]?.input).toEqual({ email: 'ama@example.com', resend: true });
    controls.pending.get('resendResetEmail')?.reject(new Error(resendFailed));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ sent: 'ready' });
    expect(actor.getSnapshot().context.error).toBe(resendFailed);
    actor.send({ type: 'email.resend' });
    expect(actor.getSnapshot().context.error).toBeNull();
    controls.pending.get('resendResetEmail')?.resolve(undefined);
    await flush();
    expect(actor.getSnapshot().context.notice).toBe(
      'If this email exists in our system, you will receive password reset instructions shortly.',
    );
  });
});
