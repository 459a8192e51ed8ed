import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { AUTH_MESSAGES } from '../../../src/features/auth/messages';
import { passwordScore } from '../../../src/features/auth/passwordStrength';
import { signupMachine } from '../../../src/features/auth/signup.machine';
import { toSignupView } from '../../../src/features/auth/signup.view';

const start = (create: () => Promise<unknown>) =>
  createActor(signupMachine.provide({ actors: { createAccount: fromPromise(create) as never } })).start();

const fill = (actor: ReturnType<typeof start>, confirm = 'Kumasi#Link2026') => {
  actor.send({ type: 'field.change', field: 'fullName', value: 'Kwame Boateng' });
  actor.send({ type: 'field.change', field: 'email', value: 'kwame@example.com' });
  actor.send({ type: 'field.change', field: 'password', value: 'Kumasi#Link2026' });
  actor.send({ type: 'field.change', field: 'confirmPassword', value: confirm });
};

describe('toSignupView', () => {
  it('starts idle, with no strength while the password is empty', () => {
    const view = toSignupView(start(async () => {}).getSnapshot());
    expect(view).toMatchObject({ status: 'idle', fieldErrors: {}, strength: null });
  });

  it('scores the password as it is typed', () => {
    const actor = start(async () => {});
    actor.send({ type: 'field.change', field: 'password', value: 'abc' });
    expect(toSignupView(actor.getSnapshot()).strength).toBe(passwordScore('abc'));
    expect(passwordScore('abc')).toBeLessThan(30);
  });

  it("is invalid with 'Please fill all fields' when submitted empty", () => {
    const actor = start(async () => {});
    actor.send({ type: 'form.submit' });
    expect(toSignupView(actor.getSnapshot())).toMatchObject({ status: 'invalid', message: 'Please fill all fields' });
  });

  it("is invalid with 'Passwords do not match!' and typing clears it", () => {
    const actor = start(async () => {});
    fill(actor, 'Kumasi#Link2025');
    actor.send({ type: 'form.submit' });
    const view = toSignupView(actor.getSnapshot());
    expect(view).toMatchObject({ status: 'invalid', message: AUTH_MESSAGES.signupPasswordsMismatch });
    expect(view.fieldErrors.confirmPassword).toBe('Passwords do not match!');

    actor.send({ type: 'field.change', field: 'confirmPassword', value: 'Kumasi#Link2026' });
    expect(toSignupView(actor.getSnapshot())).toMatchObject({ status: 'idle', fieldErrors: {} });
  });

  it('is creating, then success with the product rules text', async () => {
    let resolve = () => {};
    const actor = start(() => new Promise<void>((r) => (resolve = r)));
    fill(actor);
    actor.send({ type: 'form.submit' });
    expect(toSignupView(actor.getSnapshot()).status).toBe('creating');
    resolve();
    await waitFor(actor, (s) => s.matches('success'));
    expect(toSignupView(actor.getSnapshot())).toMatchObject({
      status: 'success',
      message: 'Registration successful! Signing you in...',
    });
  });

  it('fails with the server message, or the page default when there is none', async () => {
    const actor = start(async () => {
      throw new Error(AUTH_MESSAGES.usernameTaken);
    });
    fill(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(toSignupView(actor.getSnapshot())).toMatchObject({ status: 'failed', message: AUTH_MESSAGES.usernameTaken });

    const silent = signupMachine.resolveState({
      value: 'failed',
      context: {
        values: { fullName: '', email: '', phoneNumber: '', password: '', confirmPassword: '' },
        fieldErrors: {},
        error: null,
      },
    });
    expect(toSignupView(silent)).toMatchObject({ message: 'Registration failed. Please try again.' });
  });
});
