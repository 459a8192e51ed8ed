import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { loginMachine } from '../../../src/features/auth/login.machine';
import { toLoginView } from '../../../src/features/auth/login.view';
import { controllable, flush, modelPaths, reachability, violations } from '../../support/modelHarness';

const invalid = 'Invalid email or password. Please try again.';
const wrongCode = 'That code is not right or was already used. Try the code your app shows now.';
const expiredText = 'Your sign-in has expired. Please sign in again.';
/** the client's failure for an expired challenge (a RequestError carries the server's code) */
const expired = Object.assign(new Error(expiredText), {
  failure: { kind: 'http', status: 401, code: 'invalid_challenge' },
});
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
  // two-factor sign-in
  { type: 'xstate.done.actor.submitLogin', output: { step: 'verify', challengeToken: 'c1' } },
  { type: 'xstate.done.actor.submitLogin', output: { step: 'enrol', challengeToken: 'c2' } },
  { type: 'code.change', value: '123456' },
  { type: 'code.submit' },
  { type: 'xstate.done.actor.submitCode', output: session },
  { type: 'xstate.error.actor.submitCode', error: new Error(wrongCode) },
  { type: 'xstate.error.actor.submitCode', error: expired },
  { type: 'xstate.done.actor.startEnrolment', output: { secret: 'JBSWY3DP', uri: 'otpauth://totp/x' } },
  { type: 'xstate.error.actor.startEnrolment', error: expired },
  { type: 'xstate.done.actor.confirmEnrolment', output: { session, recoveryCodes: ['ab2cd-ef3gh'] } },
  { type: 'xstate.error.actor.confirmEnrolment', error: new Error(wrongCode) },
  { type: 'recovery.done' },
  { type: 'signIn.restart' },
];
/** the view's status of each state: the sending states show their form busy */
const statusOf = (value: unknown) => ({ verifying: 'code', confirming: 'enrol' })[String(value)] ?? String(value);

function provided() {
  const { controls, actors, actions } = controllable(
    ['submitLogin', 'submitCode', 'startEnrolment', 'confirmEnrolment'],
    ['goToDestination', 'signedIn'],
  );
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
      if (view.status !== statusOf(state.value)) out.push(`view shows ${view.status} in ${state.value}`);
      if (view.status === 'failed' && view.message !== invalid && view.message !== expiredText)
        out.push(`failed reads ${view.message}`);
      if (view.status !== 'failed' && state.context.error) out.push('an error kept outside the failed state');
      // every submit sends exactly what the form holds, and only a valid form is sent
      for (const call of started.filter((c) => c.id === 'submitLogin')) {
        const { email, password } = call.input as { email: string; password: string };
        if (email !== state.context.values.email || password !== state.context.values.password) {
          out.push('sent something other than the form');
        }
        if (!email || !password) out.push('an incomplete form was sent');
      }
      if (started.some((c) => c.id === 'submitLogin') && before?.matches('submitting')) out.push('sent twice');
      // a code goes with its challenge, and only as the rule allows it
      for (const call of started.filter((c) => c.id === 'submitCode' || c.id === 'confirmEnrolment')) {
        const { challengeToken, code } = call.input as { challengeToken: string; code: string };
        if (!challengeToken) out.push(`${call.id} without a challenge`);
        if (!/^\d{6}$/.test(code)) out.push(`${call.id} sent ${code}`);
      }
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

describe('login machine: the second step', () => {
  const toCode = async () => {
    const { controls, machine } = provided();
    const actor = createActor(machine, { input: { email: 'ama@example.com' } }).start();
    actor.send({ type: 'field.change', field: 'password', value: 'Demo#Pass2026' });
    actor.send({ type: 'form.submit' });
    controls.pending.get('submitLogin')?.resolve({ step: 'verify', challengeToken: 'c1' });
    await flush();
    return { controls, actor };
  };

  it('asks for the code and hands over no session until the code is accepted', async () => {
    const { controls, actor } = await toCode();
    expect(actor.getSnapshot().value).toBe('code');
    expect(controls.log).toEqual([]);
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().context.codeError).toBe('Enter the 6-digit code from your authenticator app');
    actor.send({ type: 'code.change', value: ' 123456 ' });
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(controls.calls.at(-1)?.input).toEqual({ challengeToken: 'c1', code: '123456', remember: false });
    controls.pending.get('submitCode')?.resolve(session);
    await flush();
    expect(actor.getSnapshot().value).toBe('success');
    expect(controls.log).toEqual(['signedIn', 'goToDestination']);
  });

  it('a refused code stays on the step with the message and an empty field; an expired sign-in goes back', async () => {
    const { controls, actor } = await toCode();
    actor.send({ type: 'code.change', value: '000000' });
    actor.send({ type: 'code.submit' });
    controls.pending.get('submitCode')?.reject(new Error(wrongCode));
    await flush();
    expect(actor.getSnapshot().value).toBe('code');
    expect(actor.getSnapshot().context).toMatchObject({ codeError: wrongCode, code: '' });
    actor.send({ type: 'code.change', value: '111111' });
    expect(actor.getSnapshot().context.codeError).toBeNull();
    actor.send({ type: 'code.submit' });
    controls.pending.get('submitCode')?.reject(expired);
    await flush();
    expect(toLoginView(actor.getSnapshot())).toMatchObject({ status: 'failed', message: expiredText });
    expect(actor.getSnapshot().context.values.password).toBe('');
  });

  it('an administrator enrols, sees the recovery codes, and is signed in once they are kept', async () => {
    const { controls, machine } = provided();
    const actor = createActor(machine, { input: { email: 'ops@example.com' } }).start();
    actor.send({ type: 'field.change', field: 'password', value: 'Admin#Pass2026' });
    actor.send({ type: 'form.submit' });
    controls.pending.get('submitLogin')?.resolve({ step: 'enrol', challengeToken: 'c2' });
    await flush();
    expect(actor.getSnapshot().value).toBe('enrolLoading');
    controls.pending.get('startEnrolment')?.resolve({ secret: 'JBSWY3DP', uri: 'otpauth://totp/x' });
    await flush();
    expect(toLoginView(actor.getSnapshot())).toMatchObject({ status: 'enrol', secret: 'JBSWY3DP' });
    actor.send({ type: 'code.change', value: '123456' });
    actor.send({ type: 'code.submit' });
    controls.pending.get('confirmEnrolment')?.resolve({ session, recoveryCodes: ['ab2cd-ef3gh'] });
    await flush();
    expect(toLoginView(actor.getSnapshot())).toMatchObject({ status: 'recoveryCodes', recoveryCodes: ['ab2cd-ef3gh'] });
    expect(controls.log).toEqual([]);
    actor.send({ type: 'recovery.done' });
    expect(controls.log).toEqual(['signedIn', 'goToDestination']);
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
