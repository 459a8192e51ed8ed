import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { SIGNUP_REDIRECT_MS, signupMachine } from '../../../src/features/auth/signup.machine';
import { toSignupView } from '../../../src/features/auth/signup.view';
import { controllable, flush, modelPaths, reachability, violations } from '../../support/modelHarness';

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

describe('signup machine: model', () => {
  const redirect = { type: `xstate.after.${SIGNUP_REDIRECT_MS}.signup.success` };
  const paths = modelPaths(signupMachine, [...events, redirect] as never);

  it('reaches every state, and no state is a dead end', () => {
    expect(reachability(signupMachine, [paths], [...events, redirect] as never)).toEqual({
      unreached: [],
      deadEnds: [],
    });
  });

  it('on every path: the form shows its state; the session is handed over on success, /dashboard only 1 s later', () => {
    const failures = violations(signupMachine, paths, undefined, ({ state, event, actions, log }) => {
      const out: string[] = [];
      const view = toSignupView(state as never);
      // the form's own alert ('Please fill all fields') shows on the idle form as 'invalid'
      const shown = state.matches('idle') && state.context.error ? 'invalid' : state.value;
      if (view.status !== shown) out.push(`view shows ${view.status} in ${state.value}`);
      if (state.matches('failed') && state.context.error !== taken) out.push(`failed reads ${state.context.error}`);
      if (state.matches('submitting') && state.context.error) out.push('an old alert shown while creating the account');
      if (log.includes('signedIn') !== state.matches('success')) out.push('session handed over outside success');
      if (actions.includes('goToDashboard') !== (event.type === redirect.type)) out.push('/dashboard not 1 s after');
      return out;
    });
    expect(failures).toEqual([]);
  });
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

  it('a phone number that is not a Ghana number stays on the form, under its field', () => {
    const { controls, machine } = provided();
    const actor = createActor(machine).start();
    fill(actor);
    actor.send({ type: 'field.change', field: 'phoneNumber', value: '12345' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.fieldErrors.phoneNumber).toBe('Please enter a valid phone number');
    expect(controls.calls).toHaveLength(0);
  });

  it('creates the account with trimmed values and no confirmation', async () => {
    const { controls, machine } = provided();
    const actor = createActor(machine).start();
    fill(actor);
    actor.send({ type: 'field.change', field: 'email', value: ' ama@example.com ' });
    actor.send({ type: 'field.change', field: 'phoneNumber', value: ' 0241234567 ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('creating');
    expect(controls.calls[0]?.input).toEqual({
      fullName: 'Ama Mensah',
      email: 'ama@example.com',
      phoneNumber: '0241234567',
      password: 'Str0ng#Pass',
    });
    controls.pending.get('createAccount')?.reject(undefined);
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Registration failed. Please try again.');
  });
});
