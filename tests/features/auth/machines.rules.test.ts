/**
 * Behaviour tests of the auth screens' spec rules (site-accounts-coverage.md §2 "Login", "Signup", "Forgot password",
 * "Reset password", "Email verification"; §4 "States and transitions"; §8 the error catalogue; §9 the delays).
 * Each test drives a real actor and asserts what the user sees or where they are sent; none replays a model path.
 * Longer than 300 lines: the spec's rules for every auth screen's machine (login, signup, forgot, reset,
 * verify), one describe per screen over shared fakes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { forgotPasswordMachine, provideForgotPassword } from '../../../src/features/auth/forgotPassword.machine';
import { loginMachine, provideLogin } from '../../../src/features/auth/login.machine';
import { provideResetPassword, resetPasswordMachine } from '../../../src/features/auth/resetPassword.machine';
import { provideSignup, type SignupEvent, signupMachine } from '../../../src/features/auth/signup.machine';
import { provideVerifyEmail, verifyEmailMachine } from '../../../src/features/auth/verifyEmail.machine';
import { controllable, flush } from '../../support/modelHarness';

const session = {
  user: { id: 'u1', email: 'ama@example.com' },
  tokens: { accessToken: 'a', refreshToken: 'r', expiresAt: 0, tokenType: 'Bearer' },
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('login (§2 Login, §4 Login page, §8 Login page)', () => {
  function start() {
    const c = controllable(['submitLogin'], ['goToDestination']);
    const signedIn = vi.fn();
    const machine = loginMachine.provide({
      actors: c.actors,
      actions: { ...c.actions, signedIn: (_: unknown, s: unknown) => signedIn(s) },
    } as never);
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'field.change', field: 'email', value: 'ama@example.com' });
    actor.send({ type: 'field.change', field: 'password', value: 'Demo#Pass2026' });
    return { ...c, signedIn, actor };
  }

  it('while signing in the form cannot be sent twice (the button is disabled)', async () => {
    const { controls, actor } = start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    expect(controls.calls).toHaveLength(1);
  });

  it('on success hands over the session, then goes to the destination once', async () => {
    const { controls, signedIn, actor } = start();
    actor.send({ type: 'form.submit' });
    expect(controls.log).toEqual([]);
    controls.pending.get('submitLogin')?.resolve(session);
    await flush();
    expect(signedIn).toHaveBeenCalledWith(session);
    expect(controls.log).toEqual(['goToDestination']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a failure shows the server message above the form and sends nowhere; sending again tries again', async () => {
    const { controls, actor } = start();
    actor.send({ type: 'form.submit' });
    controls.pending.get('submitLogin')?.reject(new Error('Invalid email or password. Please try again.'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Invalid email or password. Please try again.');
    expect(controls.log).toEqual([]);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(controls.calls).toHaveLength(2);
  });

  it('typing after a failure clears the error (§4: an auth error is cleared when a form changes)', async () => {
    const { controls, actor } = start();
    actor.send({ type: 'form.submit' });
    controls.pending.get('submitLogin')?.reject(new Error('Login failed. Please try again.'));
    await flush();
    actor.send({ type: 'field.change', field: 'password', value: 'Demo#Pass2027' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.values.password).toBe('Demo#Pass2027');
  });
});

describe('signup (§2 Signup, §4 Signup page, §9 signup 1 s)', () => {
  function start() {
    const c = controllable(['createAccount'], ['goToDashboard']);
    const signedIn = vi.fn();
    const machine = signupMachine.provide({
      actors: c.actors,
      actions: { ...c.actions, signedIn: (_: unknown, s: unknown) => signedIn(s) },
    } as never);
    const actor = createActor(machine).start();
    actor.send({ type: 'field.change', field: 'fullName', value: 'Ama Mensah' });
    actor.send({ type: 'field.change', field: 'email', value: 'ama@example.com' });
    actor.send({ type: 'field.change', field: 'password', value: 'Str0ng#Pass' });
    actor.send({ type: 'field.change', field: 'confirmPassword', value: 'Str0ng#Pass' });
    return { ...c, signedIn, actor };
  }

  it('success signs in at once and goes to /dashboard about 1 s later, not before', async () => {
    const { controls, signedIn, actor } = start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('creating');
    actor.send({ type: 'form.submit' });
    expect(controls.calls).toHaveLength(1);
    controls.pending.get('createAccount')?.resolve(session);
    await flush();
    expect(actor.getSnapshot().value).toBe('success');
    expect(signedIn).toHaveBeenCalledWith(session);
    await vi.advanceTimersByTimeAsync(999);
    expect(controls.log).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(controls.log).toEqual(['goToDashboard']);
  });

  it('a failure alerts the server message; typing clears the alert and returns to the form', async () => {
    const { controls, actor } = start();
    actor.send({ type: 'form.submit' });
    controls.pending
      .get('createAccount')
      ?.reject(new Error('Username already exists. Please choose a different username.'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Username already exists. Please choose a different username.');
    await vi.advanceTimersByTimeAsync(5000);
    expect(controls.log).toEqual([]);
    actor.send({ type: 'field.change', field: 'fullName', value: 'Ama K. Mensah' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'form.submit' });
    expect(controls.calls).toHaveLength(2);
  });

  it('sending again straight from the failure tries again', async () => {
    const { controls, actor } = start();
    actor.send({ type: 'form.submit' });
    controls.pending.get('createAccount')?.reject(new Error('Server error. Please try again later.'));
    await flush();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('creating');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(controls.calls).toHaveLength(2);
  });
});

describe('forgot password (§2, §4 Forgot password, §8 Forgot password)', () => {
  function start() {
    const c = controllable(['sendResetEmail'], []);
    const actor = createActor(forgotPasswordMachine.provide({ actors: c.actors } as never), { input: {} }).start();
    return { ...c, actor };
  }

  it('an invalid email stays on the form with the message and sends nothing; typing clears the message', () => {
    const { controls, actor } = start();
    actor.send({ type: 'field.change', field: 'email', value: 'not-an-email' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.fieldError).toBe('Please enter a valid email address');
    expect(controls.calls).toHaveLength(0);
    actor.send({ type: 'field.change', field: 'email', value: 'ama@example.com' });
    expect(actor.getSnapshot().context.fieldError).toBeNull();
  });

  it('success shows the sent screen; a failure stays on the form with the spec fallback', async () => {
    const { controls, actor } = start();
    actor.send({ type: 'field.change', field: 'email', value: 'ama@example.com' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    controls.pending.get('sendResetEmail')?.reject(undefined);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Failed to send password reset email. Please try again.');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    controls.pending.get('sendResetEmail')?.resolve(undefined);
    await flush();
    expect(actor.getSnapshot().matches({ sent: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a failed resend shows its error on the sent screen; the next resend clears it', async () => {
    const { controls, actor } = start();
    actor.send({ type: 'field.change', field: 'email', value: ' ama@example.com ' });
    actor.send({ type: 'form.submit' });
    controls.pending.get('sendResetEmail')?.resolve(undefined);
    await flush();
    actor.send({ type: 'email.resend' });
    expect(controls.calls.at(-1)?.input).toEqual({ email: 'ama@example.com', resend: true });
    controls.pending.get('resendResetEmail')?.reject(undefined);
    await flush();
    expect(actor.getSnapshot().matches({ sent: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Failed to resend password reset email. Please try again.');
    actor.send({ type: 'email.resend' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().matches({ sent: 'resending' })).toBe(true);
  });
});

describe('reset password (§2 Reset password, §9 reset success 3 s)', () => {
  function start(token: string | null = 'tok-123') {
    const c = controllable(['resetPassword'], ['goToLogin']);
    const actor = createActor(resetPasswordMachine.provide({ actors: c.actors, actions: c.actions } as never), {
      input: { token },
    }).start();
    actor.send({ type: 'field.change', field: 'newPassword', value: 'New#Pass2026' });
    actor.send({ type: 'field.change', field: 'confirmPassword', value: 'New#Pass2026' });
    return { ...c, actor };
  }

  it('success shows the success screen, then sends the user to /login after 3 s, not before', async () => {
    const { controls, actor } = start();
    actor.send({ type: 'form.submit' });
    expect(controls.calls[0]?.input).toEqual({ token: 'tok-123', newPassword: 'New#Pass2026' });
    actor.send({ type: 'form.submit' });
    expect(controls.calls).toHaveLength(1);
    controls.pending.get('resetPassword')?.resolve(undefined);
    await flush();
    expect(actor.getSnapshot().value).toBe('success');
    await vi.advanceTimersByTimeAsync(2999);
    expect(controls.log).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(controls.log).toEqual(['goToLogin']);
  });

  it("a failure shows 'Failed to reset password. Please try again.'; typing clears it; sending again retries", async () => {
    const { controls, actor } = start();
    actor.send({ type: 'form.submit' });
    controls.pending.get('resetPassword')?.reject(undefined);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Failed to reset password. Please try again.');
    await vi.advanceTimersByTimeAsync(5000);
    expect(controls.log).toEqual([]);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.error).toBeNull();
    controls.pending.get('resetPassword')?.reject(new Error('The reset link has expired.'));
    await flush();
    expect(actor.getSnapshot().context.error).toBe('The reset link has expired.');
    actor.send({ type: 'field.change', field: 'confirmPassword', value: 'New#Pass2027' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.error).toBeNull();
    // what was typed after the failure is kept (and checked): the confirmation no longer matches
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors.confirmPassword).toBe('Passwords do not match');
  });

  it('without a token: the missing-token error, and submit stays disabled', async () => {
    const { controls, actor } = start(null);
    expect(actor.getSnapshot().value).toBe('missingToken');
    expect(actor.getSnapshot().context.error).toBe(
      'Invalid or missing reset token. Please request a new password reset.',
    );
    actor.send({ type: 'form.submit' });
    await flush();
    expect(controls.calls).toHaveLength(0);
  });
});

describe('email verification (§2 Email verification, §4, §9 verification 3 s)', () => {
  function start(
    input: { token?: string | null; email?: string | null } = { token: '123456', email: 'ama@example.com' },
  ) {
    const c = controllable(['verifyEmail', 'resendCode'], ['markEmailVerified', 'goToDashboard']);
    const actor = createActor(verifyEmailMachine.provide({ actors: c.actors, actions: c.actions } as never), {
      input,
    }).start();
    return { ...c, actor };
  }

  it('reads the link without the spaces a mail client may add around its parameters', () => {
    const { controls } = start({ token: ' 123456 ', email: ' ama@example.com ' });
    expect(controls.calls[0]?.input).toEqual({ email: 'ama@example.com', code: '123456' });
  });

  it('verifies automatically on load with the email and the token as the code', () => {
    const { controls, actor } = start();
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(controls.calls).toEqual([
      expect.objectContaining({ src: 'verifyEmail', input: { email: 'ama@example.com', code: '123456' } }),
    ]);
  });

  it('success marks the email verified at once and goes to /dashboard after 3 s, not before', async () => {
    const { controls, actor } = start();
    controls.pending.get('verifyEmail')?.resolve(undefined);
    await flush();
    expect(actor.getSnapshot().value).toBe('verified');
    expect(controls.log).toEqual(['markEmailVerified']);
    await vi.advanceTimersByTimeAsync(2999);
    expect(controls.log).toEqual(['markEmailVerified']);
    await vi.advanceTimersByTimeAsync(1);
    expect(controls.log).toEqual(['markEmailVerified', 'goToDashboard']);
  });

  it('a failure shows the spec text and offers resend; a failed resend says so, a good one says sent', async () => {
    const { controls, actor } = start();
    controls.pending.get('verifyEmail')?.reject(undefined);
    await flush();
    expect(actor.getSnapshot().matches({ failed: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(
      'Email verification failed. The link may have expired or is invalid.',
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(controls.log).toEqual([]);

    actor.send({ type: 'code.resend' });
    expect(actor.getSnapshot().matches({ failed: 'resending' })).toBe(true);
    expect(controls.calls.at(-1)).toEqual(
      expect.objectContaining({ src: 'resendCode', input: { email: 'ama@example.com' } }),
    );
    controls.pending.get('resendCode')?.reject(undefined);
    await flush();
    expect(actor.getSnapshot().context.resendError).toBe('Failed to resend verification email. Please try again.');
    expect(actor.getSnapshot().context.notice).toBeNull();

    actor.send({ type: 'code.resend' });
    expect(actor.getSnapshot().context.resendError).toBeNull();
    controls.pending.get('resendCode')?.resolve(undefined);
    await flush();
    expect(actor.getSnapshot().matches({ failed: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe('Verification email sent successfully! Please check your inbox.');
  });

  it('a link without a token is invalid: no verification call; resend works with the email', async () => {
    const { controls, actor } = start({ token: null, email: 'ama@example.com' });
    expect(actor.getSnapshot().value).toBe('invalidLink');
    expect(controls.calls).toHaveLength(0);
    expect(actor.getSnapshot().context.error).toBe(
      'Invalid verification link. Please check your email for the correct link or request a new one.',
    );
    actor.send({ type: 'code.resend' });
    expect(controls.calls).toEqual([expect.objectContaining({ src: 'resendCode' })]);
  });

  it('a link without an email cannot resend: it says the address was not found', () => {
    const { controls, actor } = start({ token: '123456', email: '' });
    actor.send({ type: 'code.resend' });
    expect(controls.calls).toHaveLength(0);
    expect(actor.getSnapshot().context.resendError).toBe('Cannot resend verification email. Email address not found.');
  });
});

describe('login: after a failure', () => {
  it('ticking remember me on the failed form counts for the next attempt', async () => {
    const c = controllable(['submitLogin'], ['goToDestination', 'signedIn']);
    const actor = createActor(loginMachine.provide({ actors: c.actors, actions: c.actions } as never), {
      input: {},
    }).start();
    actor.send({ type: 'field.change', field: 'email', value: 'ama@example.com' });
    actor.send({ type: 'field.change', field: 'password', value: 'Demo#Pass2026' });
    actor.send({ type: 'form.submit' });
    c.controls.pending.get('submitLogin')?.reject(new Error('Invalid email or password. Please try again.'));
    await flush();
    actor.send({ type: 'remember.change', value: true });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.values.remember).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(c.controls.calls.at(-1)?.input).toEqual({
      email: 'ama@example.com',
      password: 'Demo#Pass2026',
      remember: true,
    });
    expect(c.controls.calls).toHaveLength(2);
  });
});

/** Fills the sign-up form with a valid account and submits it. */
function submitSignup(actor: { send: (event: SignupEvent) => void }, fullName = 'Ama Mensah') {
  for (const [field, value] of [
    ['fullName', fullName],
    ['email', 'ama@example.com'],
    ['password', 'Str0ng#Pass'],
    ['confirmPassword', 'Str0ng#Pass'],
  ] as const) {
    actor.send({ type: 'field.change', field, value });
  }
  actor.send({ type: 'form.submit' });
}

/** The second-step actors of a sign-in that never gets one. */
const noSecondStep = {
  submitCode: vi.fn(),
  startEnrolment: vi.fn(),
  confirmEnrolment: vi.fn(),
};

describe('analytics: user_login and user_registration, once each, only on success', () => {
  const fillLogin = (actor: { send: (e: never) => void }) => {
    actor.send({ type: 'field.change', field: 'email', value: 'ama@example.com' } as never);
    actor.send({ type: 'field.change', field: 'password', value: 'Demo#Pass2026' } as never);
    actor.send({ type: 'form.submit' } as never);
  };

  it('a sign-in records user_login with the user type individual (site spec §6)', async () => {
    const track = vi.fn();
    const actor = createActor(
      provideLogin({
        ...noSecondStep,
        submitLogin: async () => session as never,
        signedIn: vi.fn(),
        track,
        goToDestination: vi.fn(),
      }),
      { input: {} },
    ).start();
    fillLogin(actor);
    await flush();
    expect(track.mock.calls).toEqual([['user_login', { user_type: 'individual' }]]);
  });

  it('a refused sign-in records nothing', async () => {
    const track = vi.fn();
    const actor = createActor(
      provideLogin({
        ...noSecondStep,
        submitLogin: async () => {
          throw new Error('Invalid email or password. Please try again.');
        },
        signedIn: vi.fn(),
        track,
        goToDestination: vi.fn(),
      }),
      { input: {} },
    ).start();
    fillLogin(actor);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(track).not.toHaveBeenCalled();
  });

  it('a new account records user_registration once; a refused one nothing', async () => {
    for (const outcome of ['created', 'refused'] as const) {
      const track = vi.fn();
      const actor = createActor(
        provideSignup({
          createAccount: async () => {
            if (outcome === 'refused') throw new Error('Username already exists. Please choose a different username.');
            return session as never;
          },
          signedIn: vi.fn(),
          track,
          goToDashboard: vi.fn(),
        }),
      ).start();
      submitSignup(actor);
      await flush();
      await vi.advanceTimersByTimeAsync(1000);
      expect(track.mock.calls).toEqual(outcome === 'created' ? [['user_registration', {}]] : []);
    }
  });
});

describe('the app wiring (provide*): the services get what was typed, the app hears the outcome', () => {
  it('login', async () => {
    const deps = {
      submitLogin: vi.fn(async () => session),
      signedIn: vi.fn(),
      track: vi.fn(),
      goToDestination: vi.fn(),
    };
    const actor = createActor(provideLogin(deps as never), { input: {} }).start();
    actor.send({ type: 'field.change', field: 'email', value: ' ama@example.com ' });
    actor.send({ type: 'field.change', field: 'password', value: 'Demo#Pass2026' });
    actor.send({ type: 'form.submit' });
    await flush();
    expect(deps.submitLogin).toHaveBeenCalledWith({
      email: 'ama@example.com',
      password: 'Demo#Pass2026',
      remember: false,
    });
    expect(deps.signedIn).toHaveBeenCalledWith(session);
    expect(deps.goToDestination).toHaveBeenCalledTimes(1);
  });

  it('signup', async () => {
    const deps = {
      createAccount: vi.fn(async () => session),
      signedIn: vi.fn(),
      track: vi.fn(),
      goToDashboard: vi.fn(),
    };
    const actor = createActor(provideSignup(deps as never)).start();
    submitSignup(actor, '  Ama Mensah ');
    await flush();
    expect(deps.createAccount).toHaveBeenCalledWith({
      fullName: 'Ama Mensah',
      email: 'ama@example.com',
      phoneNumber: '',
      password: 'Str0ng#Pass',
    });
    expect(deps.signedIn).toHaveBeenCalledWith(session);
    await vi.advanceTimersByTimeAsync(1000);
    expect(deps.goToDashboard).toHaveBeenCalledTimes(1);
  });

  it('forgot password', async () => {
    const deps = { sendResetEmail: vi.fn(async () => {}) };
    const actor = createActor(provideForgotPassword(deps), { input: {} }).start();
    actor.send({ type: 'field.change', field: 'email', value: ' ama@example.com ' });
    actor.send({ type: 'form.submit' });
    await flush();
    expect(deps.sendResetEmail).toHaveBeenCalledWith({ email: 'ama@example.com', resend: false });
    expect(actor.getSnapshot().matches('sent')).toBe(true);
  });

  it('reset password', async () => {
    const deps = { resetPassword: vi.fn(async () => {}), goToLogin: vi.fn() };
    const actor = createActor(provideResetPassword(deps), { input: { token: ' tok-123 ' } }).start();
    actor.send({ type: 'field.change', field: 'newPassword', value: 'New#Pass2026' });
    actor.send({ type: 'field.change', field: 'confirmPassword', value: 'New#Pass2026' });
    actor.send({ type: 'form.submit' });
    await flush();
    expect(deps.resetPassword).toHaveBeenCalledWith({ token: 'tok-123', newPassword: 'New#Pass2026' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
  });

  it('verify email', async () => {
    const deps = {
      verifyEmail: vi.fn(async () =>
        Promise.reject(new Error('Email verification failed. The link may have expired or is invalid.')),
      ),
      resendCode: vi.fn(async () => {}),
      markEmailVerified: vi.fn(),
      goToDashboard: vi.fn(),
    };
    const actor = createActor(provideVerifyEmail(deps), {
      input: { token: '123456', email: 'ama@example.com' },
    }).start();
    await flush();
    expect(deps.verifyEmail).toHaveBeenCalledWith({ email: 'ama@example.com', code: '123456' });
    actor.send({ type: 'code.resend' });
    await flush();
    expect(deps.resendCode).toHaveBeenCalledWith({ email: 'ama@example.com' });
    expect(actor.getSnapshot().context.notice).toBe('Verification email sent successfully! Please check your inbox.');
    const ok = { ...deps, verifyEmail: vi.fn(async () => ({ alreadyVerified: false })) };
    createActor(provideVerifyEmail(ok), { input: { token: '123456', email: 'ama@example.com' } }).start();
    await flush();
    expect(ok.markEmailVerified).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(ok.goToDashboard).toHaveBeenCalledTimes(1);
  });
});

describe('each form opens empty, and a screen whose service was not provided fails loudly (ARCHITECTURE §2)', () => {
  it('signup', async () => {
    const actor = createActor(signupMachine).start();
    expect(actor.getSnapshot().context).toEqual({
      values: { fullName: '', email: '', phoneNumber: '', password: '', confirmPassword: '' },
      fieldErrors: {},
      error: null,
    });
    submitSignup(actor);
    await flush();
    expect(actor.getSnapshot().context.error).toBe('createAccount not provided');
  });

  it('reset password', async () => {
    const actor = createActor(resetPasswordMachine, { input: { token: 'tok' } }).start();
    expect(actor.getSnapshot().context.values).toEqual({ newPassword: '', confirmPassword: '' });
    actor.send({ type: 'field.change', field: 'newPassword', value: 'New#Pass2026' });
    actor.send({ type: 'field.change', field: 'confirmPassword', value: 'New#Pass2026' });
    actor.send({ type: 'form.submit' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('resetPassword not provided');
  });

  it('forgot password', async () => {
    const actor = createActor(forgotPasswordMachine, { input: {} }).start();
    expect(actor.getSnapshot().context.email).toBe('');
    actor.send({ type: 'field.change', field: 'email', value: 'ama@example.com' });
    actor.send({ type: 'form.submit' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('sendResetEmail not provided');
  });

  it('verify email', async () => {
    const actor = createActor(verifyEmailMachine, { input: { token: '1', email: 'ama@example.com' } }).start();
    await flush();
    expect(actor.getSnapshot().context.error).toBe('verifyEmail not provided');
    actor.send({ type: 'code.resend' });
    await flush();
    expect(actor.getSnapshot().context.resendError).toBe('resendCode not provided');
  });
});
