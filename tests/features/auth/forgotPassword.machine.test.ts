import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { forgotPasswordMachine } from '../../../src/features/auth/forgotPassword.machine';
import { toForgotPasswordView } from '../../../src/features/auth/forgotPassword.view';
import { allStatePaths, controllable, coveredStates, flush, modelPaths, replay } from '../../support/modelHarness';

const sendFailed = 'Failed to send password reset email. Please try again.';
const resendFailed = 'Failed to resend password reset email. Please try again.';

function provided() {
  const { controls, actors, actions } = controllable(['sendResetEmail'], []);
  return { controls, machine: forgotPasswordMachine.provide({ actors, actions } as never) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('forgot password machine: model-based paths', () => {
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

  it('reaches every state', () => {
    expect([...coveredStates(forgotPasswordMachine, paths)].sort()).toEqual(
      allStatePaths(forgotPasswordMachine).sort(),
    );
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' > ') || '(initial)', p]))(
    'live actor follows %s',
    async (_name, path) => {
      const { controls, machine } = provided();
      const actor = await replay(machine, controls, path);
      const snapshot = actor.getSnapshot();
      for (const call of controls.calls) expect(call.input).toMatchObject({ email: 'ama@example.com' });
      if (snapshot.matches('sent'))
        expect(controls.calls[0]?.input).toEqual({ email: 'ama@example.com', resend: false });
    },
  );
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
