import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { loginMachine } from '../../../src/features/auth/login.machine';
import { toLoginView } from '../../../src/features/auth/login.view';
import { AUTH_MESSAGES } from '../../../src/features/auth/messages';

/** A context before any second step. */
const SECOND_STEP_NONE = {
  challengeToken: null,
  code: '',
  codeError: null,
  setup: null,
  recoveryCodes: [],
  session: null,
};

const start = (submit: () => Promise<unknown>) =>
  createActor(loginMachine.provide({ actors: { submitLogin: fromPromise(submit) as never } }), {
    input: {},
  }).start();

const fill = (actor: ReturnType<typeof start>, email = 'ama@example.com', password = 'Akwaaba#2026') => {
  actor.send({ type: 'field.change', field: 'email', value: email });
  actor.send({ type: 'field.change', field: 'password', value: password });
};

describe('toLoginView', () => {
  it('starts idle with empty values and no errors', () => {
    const actor = start(async () => {});
    expect(toLoginView(actor.getSnapshot())).toEqual({
      status: 'idle',
      values: { email: '', password: '', remember: false },
      fieldErrors: {},
    });
  });

  it('shows the schema messages under the fields after an empty submit, and typing clears one', () => {
    const actor = start(async () => {});
    actor.send({ type: 'form.submit' });
    const view = toLoginView(actor.getSnapshot());
    expect(view.status).toBe('idle');
    expect(view.fieldErrors).toEqual({ email: AUTH_MESSAGES.emailRequired, password: AUTH_MESSAGES.passwordRequired });

    actor.send({ type: 'field.change', field: 'email', value: 'a' });
    expect(toLoginView(actor.getSnapshot()).fieldErrors).toEqual({ password: AUTH_MESSAGES.passwordRequired });
  });

  it('is submitting while the request runs, keeping the values and remember-me', () => {
    const actor = start(() => new Promise(() => {}));
    fill(actor);
    actor.send({ type: 'remember.change', value: true });
    actor.send({ type: 'form.submit' });
    expect(toLoginView(actor.getSnapshot())).toEqual({
      status: 'submitting',
      values: { email: 'ama@example.com', password: 'Akwaaba#2026', remember: true },
      fieldErrors: {},
    });
  });

  it('fails with the message of the rejected request, then goes back to idle on typing', async () => {
    const actor = start(async () => {
      throw new Error(AUTH_MESSAGES.invalidCredentials);
    });
    fill(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    const failed = toLoginView(actor.getSnapshot());
    expect(failed).toMatchObject({ status: 'failed', message: 'Invalid email or password. Please try again.' });

    actor.send({ type: 'field.change', field: 'password', value: 'x' });
    expect(toLoginView(actor.getSnapshot()).status).toBe('idle');
  });

  it('falls back to the login page message when a failure has no text', () => {
    const snapshot = loginMachine.resolveState({
      value: 'failed',
      context: {
        values: { email: '', password: '', remember: false },
        fieldErrors: {},
        error: null,
        ...SECOND_STEP_NONE,
      },
    });
    expect(toLoginView(snapshot)).toMatchObject({ status: 'failed', message: AUTH_MESSAGES.loginPageFailed });
  });

  it('is success once the request resolves', async () => {
    const actor = start(async () => {});
    fill(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(toLoginView(actor.getSnapshot()).status).toBe('success');
  });

  it('drops form-level messages that belong to no field', () => {
    const snapshot = loginMachine.resolveState({
      value: 'idle',
      context: {
        values: { email: '', password: '', remember: false },
        fieldErrors: { '': 'form level', email: AUTH_MESSAGES.emailInvalid },
        error: null,
        ...SECOND_STEP_NONE,
      },
    });
    expect(toLoginView(snapshot).fieldErrors).toEqual({ email: AUTH_MESSAGES.emailInvalid });
  });
});
