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
  if (snapshot.matches('success')) return { ...base, status: 'success' };
  if (snapshot.matches('failed')) return { ...base, status: 'failed', message: error ?? AUTH_MESSAGES.loginPageFailed };
  return { ...base, status: 'idle' };
}
