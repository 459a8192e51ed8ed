/**
 * Login screen view model (docs/product-rules.md).
 * `toLoginView` maps a login machine snapshot to it; the screen renders only this.
 */
import type { SnapshotFrom } from 'xstate';
import { pickErrors } from './fieldErrors';
import type { LoginEvent, LoginInput, loginMachine } from './login.machine';
import { AUTH_MESSAGES } from './messages';

export type LoginField = 'email' | 'password';

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

export type LoginFieldErrors = Partial<Record<LoginField, string>>;

interface LoginBase {
  values: LoginValues;
  fieldErrors: LoginFieldErrors;
}

/** The second step's part of the view: the code typed and what is said about it. */
export interface CodeStep {
  code: string;
  codeError: string | null;
  busy: boolean;
}

export type LoginView =
  | (LoginBase & { status: 'idle' })
  | (LoginBase & { status: 'submitting' })
  | (LoginBase & { status: 'failed'; message: string })
  | (LoginBase & { status: 'success' })
  /** two-factor sign-in: the code (verifying: sent) */
  | (LoginBase & { status: 'code' } & CodeStep)
  /** an administrator's enrolment during sign-in: loading the key, then the key and the confirming code */
  | (LoginBase & { status: 'enrolLoading' })
  | (LoginBase & { status: 'enrol'; secret: string; uri: string } & CodeStep)
  /** enrolment confirmed: the recovery codes, shown once */
  | (LoginBase & { status: 'recoveryCodes'; recoveryCodes: string[] });

export const loginText = {
  title: 'Welcome back',
  subtitle: 'Sign in to manage your plan, payments and account.',
  email: 'Email',
  password: 'Password',
  rememberMe: 'Remember me',
  forgot: 'Forgot password?',
  submit: 'Sign In',
  submitting: 'Signing in...',
  success: 'Signed in. Taking you to your account...',
  noAccount: "Don't have an account?",
  signup: 'Create an account',
  backHome: 'Back to Home',
  codeTitle: 'Two-factor authentication',
  codeIntro: 'Enter the 6-digit code your authenticator app shows for SkyLink Ghana, or one of your recovery codes.',
  codeLabel: 'Authentication code',
  codeSubmit: 'Verify',
  codeSubmitting: 'Verifying...',
  restart: 'Use a different account',
  enrolTitle: 'Set up two-factor authentication',
  enrolIntro:
    'Administrators sign in with a code from an authenticator app. Add this account to your app, then enter the code it shows.',
  enrolLoading: 'Preparing your key...',
  enrolSubmit: 'Confirm and sign in',
  recoveryTitle: 'Save your recovery codes',
  recoveryDone: 'I have saved them, continue',
  promoTitle: 'Internet that keeps Ghana connected',
  promoText: 'Satellite internet for students, homes and businesses, paid in GH₵ by mobile money.',
  /** Login page claims (docs/product-rules.md). */
  claims: [
    { value: '99.9%', label: 'Uptime' },
    { value: '1000+', label: 'Happy customers' },
    { value: '24/7', label: 'Support' },
  ],
} as const;

export type LoginSnapshot = Pick<SnapshotFrom<typeof loginMachine>, 'context' | 'matches'>;

/**
 * The first view, before the machine runs: prerendered pages render it, and the route shows it
 * until the machine has loaded (useDeferredMachineView). Equal to the view of the machine's initial
 * snapshot (tests/features/auth/initialViews.test.ts).
 */
export const initialLoginView = (input?: LoginInput): LoginView => ({
  status: 'idle',
  values: { email: input?.email ?? '', password: '', remember: input?.remember ?? false },
  fieldErrors: {},
});

/** What an event shows before the machine runs: typed text appears at once (replayed to the machine when it starts). */
export function previewLogin(view: LoginView, event: LoginEvent): LoginView {
  if (event.type === 'field.change') return { ...view, values: { ...view.values, [event.field]: event.value } };
  if (event.type === 'remember.change') return { ...view, values: { ...view.values, remember: event.value } };
  return view;
}

/** The login screen's view of a login machine snapshot. */
export function toLoginView(snapshot: LoginSnapshot): LoginView {
  const { values, fieldErrors: errors, error } = snapshot.context;
  const base: LoginBase = {
    values: { ...values },
    fieldErrors: pickErrors(errors, ['email', 'password']),
  };
  if (snapshot.matches('submitting')) return { ...base, status: 'submitting' };
  const { code, codeError, setup, recoveryCodes } = snapshot.context;
  const verifying = snapshot.matches('verifying');
  if (snapshot.matches('code') || verifying) return { ...base, status: 'code', code, codeError, busy: verifying };
  if (snapshot.matches('enrolLoading')) return { ...base, status: 'enrolLoading' };
  const confirming = snapshot.matches('confirming');
  if ((snapshot.matches('enrol') || confirming) && setup) {
    return { ...base, status: 'enrol', secret: setup.secret, uri: setup.uri, code, codeError, busy: confirming };
  }
  if (snapshot.matches('recoveryCodes')) return { ...base, status: 'recoveryCodes', recoveryCodes: [...recoveryCodes] };
  if (snapshot.matches('success')) return { ...base, status: 'success' };
  if (snapshot.matches('failed')) return { ...base, status: 'failed', message: error ?? AUTH_MESSAGES.loginPageFailed };
  return { ...base, status: 'idle' };
}
