/**
 * Signup screen view model (docs/product-rules.md).
 * The product's native alerts become in-page alerts carrying the same texts.
 */
import type { SnapshotFrom } from 'xstate';
import { pickErrors } from './fieldErrors';
import { AUTH_MESSAGES } from './messages';
import { passwordScore } from './passwordStrength';
import type { SignupEvent, signupMachine } from './signup.machine';

export type SignupField = 'fullName' | 'email' | 'phoneNumber' | 'password' | 'confirmPassword';

export type SignupValues = Record<SignupField, string>;

export type SignupFieldErrors = Partial<Record<SignupField, string>>;

interface SignupBase {
  values: SignupValues;
  fieldErrors: SignupFieldErrors;
  /** Password strength score 0-100, or null while the password is empty (the meter hides). */
  strength: number | null;
}

export type SignupView =
  | (SignupBase & { status: 'idle' })
  /** The form was submitted incomplete or with different passwords ('Please fill all fields', 'Passwords do not match!'). */
  | (SignupBase & { status: 'invalid'; message: string })
  | (SignupBase & { status: 'creating' })
  | (SignupBase & { status: 'failed'; message: string })
  | (SignupBase & { status: 'success'; message: string });

export const signupText = {
  title: 'Create your account',
  subtitle: 'Join SkyLink Ghana to subscribe to a plan and pay by mobile money.',
  fullName: 'Full name',
  email: 'Email',
  phoneNumber: 'Phone number (optional)',
  phoneHint: 'Your mobile number, for payment confirmations and renewal reminders by SMS.',
  password: 'Password',
  confirmPassword: 'Confirm password',
  submit: 'Create Account',
  creating: 'Creating Account...',
  haveAccount: 'Already have an account?',
  login: 'Sign in',
  promoTitle: 'Join a growing community',
  promoText: 'Reliable internet for study, home and business, wherever you are in Ghana.',
  /** Signup page claims (docs/product-rules.md). */
  claims: [
    { value: '10K+', label: 'Members' },
    { value: '500+', label: 'Projects' },
    { value: '99%', label: 'Success' },
  ],
} as const;

export const signupFields = [
  'fullName',
  'email',
  'phoneNumber',
  'password',
  'confirmPassword',
] as const satisfies readonly SignupField[];

export type SignupSnapshot = Pick<SnapshotFrom<typeof signupMachine>, 'context' | 'matches'>;

/**
 * The first view, before the machine runs: prerendered pages render it, and the route shows it
 * until the machine has loaded (useDeferredMachineView). Equal to the view of the machine's initial
 * snapshot (tests/features/auth/initialViews.test.ts).
 */
export const initialSignupView = (): SignupView => ({
  status: 'idle',
  values: { fullName: '', email: '', phoneNumber: '', password: '', confirmPassword: '' },
  fieldErrors: {},
  strength: null,
});

/** What an event shows before the machine runs: typed text appears at once (replayed to the machine when it starts). */
export function previewSignup(view: SignupView, event: SignupEvent): SignupView {
  if (event.type !== 'field.change') return view;
  const values = { ...view.values, [event.field]: event.value };
  return { ...view, values, strength: values.password ? passwordScore(values.password) : null };
}

/** The signup screen's view of a signup machine snapshot. */
export function toSignupView(snapshot: SignupSnapshot): SignupView {
  const { values, fieldErrors, error } = snapshot.context;
  const base: SignupBase = {
    values: { ...values },
    fieldErrors: pickErrors(fieldErrors, signupFields),
    strength: values.password ? passwordScore(values.password) : null,
  };
  if (snapshot.matches('creating')) return { ...base, status: 'creating' };
  if (snapshot.matches('success')) return { ...base, status: 'success', message: AUTH_MESSAGES.signupSuccess };
  if (snapshot.matches('failed'))
    return { ...base, status: 'failed', message: error ?? AUTH_MESSAGES.signupPageFailed };
  if (error) return { ...base, status: 'invalid', message: error };
  return { ...base, status: 'idle' };
}
