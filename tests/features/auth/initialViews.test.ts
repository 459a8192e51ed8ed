/**
 * The views a route shows before its machine runs (useDeferredMachineView) must be the views of the
 * machines' initial snapshots, or the page would change when the machine starts; and what a preview
 * shows for an event must be what the machine shows once it has handled it.
 */
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createActor } from 'xstate';
import { forgotPasswordMachine } from '../../../src/features/auth/forgotPassword.machine';
import {
  initialForgotPasswordView,
  previewForgotPassword,
  toForgotPasswordView,
} from '../../../src/features/auth/forgotPassword.view';
import { loginMachine } from '../../../src/features/auth/login.machine';
import { initialLoginView, previewLogin, toLoginView } from '../../../src/features/auth/login.view';
import { resetPasswordMachine } from '../../../src/features/auth/resetPassword.machine';
import {
  initialResetPasswordView,
  previewResetPassword,
  toResetPasswordView,
} from '../../../src/features/auth/resetPassword.view';
import { signupMachine } from '../../../src/features/auth/signup.machine';
import { initialSignupView, previewSignup, toSignupView } from '../../../src/features/auth/signup.view';
import { verifyEmailMachine } from '../../../src/features/auth/verifyEmail.machine';
import { initialVerifyEmailView, toVerifyEmailView } from '../../../src/features/auth/verifyEmail.view';

// biome-ignore lint/suspicious/noExplicitAny: one helper for five machines with their own input types
const start = (machine: AnyStateMachine, input?: any) => createActor(machine, { input }).start();

describe('initial views equal the machines’ first snapshots', () => {
  it('login (with and without a prefilled email)', () => {
    expect(initialLoginView()).toEqual(toLoginView(start(loginMachine, {}).getSnapshot()));
    const input = { email: 'ama@example.com', remember: true };
    expect(initialLoginView(input)).toEqual(toLoginView(start(loginMachine, input).getSnapshot()));
  });
  it('signup', () => {
    expect(initialSignupView()).toEqual(toSignupView(start(signupMachine).getSnapshot()));
  });
  it('forgot password', () => {
    expect(initialForgotPasswordView()).toEqual(toForgotPasswordView(start(forgotPasswordMachine, {}).getSnapshot()));
  });
  it('reset password, for a link with a token', () => {
    expect(initialResetPasswordView()).toEqual(
      toResetPasswordView(start(resetPasswordMachine, { token: 'abc123' }).getSnapshot()),
    );
  });
  it('verify email, for a well-formed link', () => {
    const actor = start(verifyEmailMachine, { token: '123456', email: 'ama@example.com' });
    expect(initialVerifyEmailView()).toEqual(toVerifyEmailView(actor.getSnapshot()));
    actor.stop();
  });
});

describe('previews show what the machine shows after the same events', () => {
  it('login: typing and the remember box', () => {
    const actor = start(loginMachine, {});
    const events = [
      { type: 'field.change', field: 'email', value: 'ama@example.com' },
      { type: 'field.change', field: 'password', value: 'secret' },
      { type: 'remember.change', value: true },
    ] as const;
    let view = initialLoginView();
    for (const event of events) {
      actor.send(event);
      view = previewLogin(view, event);
    }
    expect(view).toEqual(toLoginView(actor.getSnapshot()));
  });
  it('signup: typing, with the strength meter', () => {
    const actor = start(signupMachine);
    const events = [
      { type: 'field.change', field: 'fullName', value: 'Ama Mensah' },
      { type: 'field.change', field: 'password', value: 'Str0ng!Pass' },
    ] as const;
    let view = initialSignupView();
    for (const event of events) {
      actor.send(event);
      view = previewSignup(view, event);
    }
    expect(view).toEqual(toSignupView(actor.getSnapshot()));
    expect(view).toMatchObject({ strength: expect.any(Number) });
  });
  it('forgot password: typing the address', () => {
    const actor = start(forgotPasswordMachine, {});
    const event = { type: 'field.change', field: 'email', value: 'ama@example.com' } as const;
    actor.send(event);
    expect(previewForgotPassword(initialForgotPasswordView(), event)).toEqual(
      toForgotPasswordView(actor.getSnapshot()),
    );
  });
  it('reset password: typing the new password', () => {
    const actor = start(resetPasswordMachine, { token: 'abc123' });
    const event = { type: 'field.change', field: 'newPassword', value: 'N3w!Password' } as const;
    actor.send(event);
    expect(previewResetPassword(initialResetPasswordView(), event)).toEqual(toResetPasswordView(actor.getSnapshot()));
  });
});
