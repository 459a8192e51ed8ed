import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { SIGNUP_REDIRECT_MS, signupMachine } from '../../../src/features/auth/signup.machine';
import { allStatePaths, controllable, coveredStates, flush, modelPaths, replay } from '../../support/modelHarness';

const taken = 'Username already exists. Please choose a different username.';
const events = [
  { type: 'field.change', field: 'fullName', value: 'Ama Mensah' },
  { type: 'field.change', field: 'email', value: 'ama@example.com' },
  { type: 'field.change', field: 'password', value: 'Str0ng#Pass' },
  { type: 'field.change', field: 'confirmPassword', value: 'Str0ng#Pass' },
  { type: 'field.change', field: 'confirmPassword', value: 'Other#Pass1' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.createAccount', output: { user: { id: 'u1' }, tokens: { accessToken: 'a' } } },
  { type: 'xstate.error.actor.createAccount', error: new Error(taken) },
];

function provided() {
  const { controls, actors, actions } = controllable(['createAccount'], ['goToDashboard', 'signedIn']);
  return { controls, machine: signupMachine.provide({ actors, actions } as never) };
}

function fill(actor: { send(e: never): void }, confirm = 'Str0ng#Pass') {
  for (const [field, value] of [
    ['fullName', 'Ama Mensah'],
    ['email', 'ama@example.com'],
    ['password', 'Str0ng#Pass'],
    ['confirmPassword', confirm],
  ]) {
    actor.send({ type: 'field.change', field, value } as never);
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('signup machine: model-based paths', () => {
  const paths = modelPaths(signupMachine, events as never);

  it('reaches every state', () => {
    expect([...coveredStates(signupMachine, paths)].sort()).toEqual(allStatePaths(signupMachine).sort());
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' > ') || '(initial)', p]))(
    'live actor follows %s',
    async (_name, path) => {
      const { controls, machine } = provided();
      const actor = await replay(machine, controls, path);
      const snapshot = actor.getSnapshot();
      if (snapshot.matches('failed')) expect(snapshot.context.error).toBe(taken);
      // the session is handed over exactly when the account exists and is signed in
      expect(controls.log.includes('signedIn')).toBe(snapshot.matches('success'));
      if (snapshot.matches('success')) {
        // 1 s later (and not before) the user goes to /dashboard
        await vi.advanceTimersByTimeAsync(SIGNUP_REDIRECT_MS - 1);
        expect(controls.log).not.toContain('goToDashboard');
        await vi.advanceTimersByTimeAsync(1);
        expect(controls.log).toContain('goToDashboard');
      } else {
        await vi.advanceTimersByTimeAsync(5000);
        expect(controls.log).not.toContain('goToDashboard');
      }
    },
  );
});

describe('signup machine: behaviour', () => {
  it("alerts 'Please fill all fields' when any field is empty", () => {
    const { controls, machine } = provided();
    const actor = createActor(machine).start();
    actor.send({ type: 'field.change', field: 'fullName', value: 'Ama Mensah' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('Please fill all fields');
    expect(controls.calls).toHaveLength(0);
  });

  it("alerts 'Passwords do not match!' and clears the alert when typing", () => {
    const { machine } = provided();
    const actor = createActor(machine).start();
    fill(actor, 'Different#1');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBe('Passwords do not match!');
    actor.send({ type: 'field.change', field: 'confirmPassword', value: 'Str0ng#Pass' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.fieldErrors.confirmPassword).toBeUndefined();
  });

  it('creates the account with trimmed values and no confirmation', async () => {
    const { controls, machine } = provided();
    const actor = createActor(machine).start();
    fill(actor);
    actor.send({ type: 'field.change', field: 'email', value: ' ama@example.com ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('creating');
    expect(controls.calls[0]?.input).toEqual({
      fullName: 'Ama Mensah',
      email: 'ama@example.com',
      password: 'Str0ng#Pass',
    });
    controls.pending.get('createAccount')?.reject(undefined);
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Registration failed. Please try again.');
  });
});
