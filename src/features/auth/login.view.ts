/**
 * Login screen view model (docs/product-rules.md).
 * `toLoginView` maps a login machine snapshot to it; the screen renders only this.
 */
import type { SnapshotFrom } from 'xstate';
import { pickErrors } from './fieldErrors';
import type { loginMachine } from './login.machine';
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

export type LoginView =
  | (LoginBase & { status: 'idle' })
  | (LoginBase & { status: 'submitting' })
  | (LoginBase & { status: 'failed'; message: string })
  | (LoginBase & { status: 'success' });

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

/** The login screen's view of a login machine snapshot. */
export function toLoginView(snapshot: LoginSnapshot): LoginView {
  const { values, fieldErrors: errors, error } = snapshot.context;
  const base: LoginBase = {
    values: { ...values },
    fieldErrors: pickErrors(errors, ['email', 'password']),
  };
  if (snapshot.matches('submitting')) return { ...base, status: 'submitting' };
  if (snapshot.matches('success')) return { ...base, status: 'success' };
  if (snapshot.matches('failed')) return { ...base, status: 'failed', message: error ?? AUTH_MESSAGES.loginPageFailed };
  return { ...base, status: 'idle' };
}
