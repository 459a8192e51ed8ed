import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { loginMachine } from '../../../src/features/auth/login.machine';
import { toLoginView } from '../../../src/features/auth/login.view';
import { controllable, flush, modelPaths, reachability, violations } from '../../support/modelHarness';

const invalid = 'Invalid email or password. Please try again.';
const session = {
  user: { id: 'u1', email: 'ama@example.com' },
  tokens: { accessToken: 'a', refreshToken: 'r', expiresAt: 0, tokenType: 'Bearer' },
};
const events = [
  { type: 'field.change', field: 'email', value: 'ama@example.com' },
  { type: 'field.change', field: 'password', value: 'Demo#Pass2026' },
  { type: 'remember.change', value: true },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.submitLogin', output: session },
  { type: 'xstate.error.actor.submitLogin', error: new Error(invalid) },
];

function provided() {
  const { controls, actors, actions } = controllable(['submitLogin'], ['goToDestination', 'signedIn']);
  return { controls, machine: loginMachine.provide({ actors, actions } as never) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('login machine: model', () => {
  const paths = modelPaths(loginMachine, events as never);

  it('reaches every state, and no state is a dead end', () => {
    expect(reachability(loginMachine, [paths], events as never)).toEqual({ unreached: [], deadEnds: [] });
  });

  it('on every path: the form shows its state, sends what it holds, hands over the session only on success', () => {
    const failures = violations(loginMachine, paths, undefined, ({ state, before, log, started }) => {
      const out: string[] = [];
      const view = toLoginView(state as never);
      if (view.status !== state.value) out.push(`view shows ${view.status} in ${state.value}`);
      if (view.status === 'failed' && view.message !== invalid) out.push(`failed reads ${view.message}`);
      if (view.status !== 'failed' && state.context.error) out.push('an error kept outside the failed state');
      // every submit sends exactly what the form holds, and only a valid form is sent
      for (const call of started) {
        const { email, password } = call.input as { email: string; password: string };
        if (email !== state.context.values.email || password !== state.context.values.password) {
          out.push('sent something other than the form');
        }
        if (!email || !password) out.push('an incomplete form was sent');
      }
      if (started.length > 0 && before?.matches('submitting')) out.push('sent twice');
      // the session is handed over exactly when the form succeeds, before it navigates
      const handover = log.filter((a) => a !== 'trackLogin').join();
      const expected = state.matches('success') ? 'signedIn,goToDestination' : '';
      if (handover !== expected) out.push(`ran ${handover || 'nothing'}`);
      if (log.includes('trackLogin') !== state.matches('success')) out.push('user_login tracked outside success');
      return out;
    });
    expect(failures).toEqual([]);
  });
});

describe('login machine: behaviour', () => {
  it('opened with no input at all (the plain /login page), the form is empty and remember me is off', () => {
    const actor = createActor(provided().machine, { input: undefined }).start();
    expect(toLoginView(actor.getSnapshot())).toMatchObject({
      status: 'idle',
      values: { email: '', password: '', remember: false },
      fieldErrors: {},
    });
  });

  it('shows required messages and does not submit an empty form', async () => {
    const { controls, machine } = provided();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(controls.calls).toHaveLength(0);
    actor.send({ type: 'field.change', field: 'email', value: 'a' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: 'Password is required' });
  });

  it('submits trimmed credentials with remember me, and a failure clears on typing', async () => {
    const { controls, machine } = provided();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'field.change', field: 'email', value: '  demo@example.com ' });
    actor.send({ type: 'field.change', field: 'password', value: 'wrong' });
    actor.send({ type: 'remember.change', value: true });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(controls.calls[0]?.input).toEqual({ email: 'demo@example.com', password: 'wrong', remember: true });
    controls.pending.get('submitLogin')?.reject(new Error(invalid));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(invalid);
    actor.send({ type: 'field.change', field: 'password', value: 'Demo#Pass2026' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(controls.log).toEqual([]);
  });

  it('shows the login page fallback for a rejection without a message', async () => {
    const { controls, machine } = provided();
    const actor = createActor(machine, { input: { email: 'demo@example.com' } }).start();
    actor.send({ type: 'field.change', field: 'password', value: 'x' });
    actor.send({ type: 'form.submit' });
    controls.pending.get('submitLogin')?.reject('boom');
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Login failed. Please check your credentials.');
  });

  it('fails loudly when submitLogin is not provided', async () => {
    const actor = createActor(loginMachine, { input: { email: 'demo@example.com' } }).start();
    actor.send({ type: 'field.change', field: 'password', value: 'x' });
    actor.send({ type: 'form.submit' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('submitLogin not provided');
  });
});
