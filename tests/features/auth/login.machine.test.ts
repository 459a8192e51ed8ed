import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { loginMachine } from '../../../src/features/auth/login.machine';
import { allStatePaths, controllable, coveredStates, flush, modelPaths, replay } from '../../support/modelHarness';

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

describe('login machine: model-based paths', () => {
  const paths = modelPaths(loginMachine, events as never);

  it('reaches every state', () => {
    expect([...coveredStates(loginMachine, paths)].sort()).toEqual(allStatePaths(loginMachine).sort());
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' > ') || '(initial)', p]))(
    'live actor follows %s',
    async (_name, path) => {
      const { controls, machine } = provided();
      const actor = await replay(machine, controls, path);
      const snapshot = actor.getSnapshot();
      // every submit sent exactly what the form held
      for (const call of controls.calls) {
        expect(call.input).toMatchObject({ email: expect.any(String), password: expect.any(String) });
      }
      // the session is handed over exactly when the form succeeds, before it navigates
      if (snapshot.matches('success')) expect(controls.log).toEqual(['signedIn', 'goToDestination']);
      else expect(controls.log).toEqual([]);
      if (snapshot.matches('failed')) expect(snapshot.context.error).toBe(invalid);
    },
  );
});

describe('login machine: behaviour', () => {
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
