import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { paths } from '../../../src/domain/paths';
import { AUTH_MESSAGES } from '../../../src/features/auth/messages';
import { passwordScore } from '../../../src/features/auth/passwordStrength';
import { SignupScreen } from '../../../src/features/auth/SignupScreen';
import { type SignupView, signupText } from '../../../src/features/auth/signup.view';

const empty = { fullName: '', email: '', phoneNumber: '', password: '', confirmPassword: '' };
const filled = {
  fullName: 'Kwame Boateng',
  email: 'kwame.boateng@example.com',
  phoneNumber: '',
  password: 'Kumasi#Link2026',
  confirmPassword: 'Kumasi#Link2026',
};
const strong = passwordScore(filled.password);

const meta = {
  title: 'Screens/Auth/Signup',
  component: SignupScreen,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The /signup screen, one story per state of the `signup` machine, rendered from the view model (`toSignupView`). Use it only through the signup route. The product's browser alerts ('Please fill all fields', 'Passwords do not match!', 'Registration successful! Signing you in...', the failure) are in-page alerts that take focus; field rule errors are listed in the error summary.",
      },
    },
  },
  args: {
    view: { status: 'idle', values: empty, fieldErrors: {}, strength: null },
    onFieldChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof SignupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const view = (v: SignupView) => v;

export const Idle: Story = {
  parameters: { machine: 'signup', state: 'idle' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: signupText.title })).toBeVisible();
    for (const claim of ['10K+', '500+', '99%']) await expect(canvas.getByText(claim)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', paths.login);
    await expect(canvas.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    await expect(canvas.queryByRole('meter')).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'K');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('fullName', 'K');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const IdleWithStrength: Story = {
  name: 'Idle: password strength shown',
  parameters: { machine: 'signup', state: 'idle' },
  args: { view: view({ status: 'idle', values: filled, fieldErrors: {}, strength: strong }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Password strength' })).toBeVisible();
    await expect(canvas.getByText('Strong')).toBeVisible();
    const [showPassword] = canvas.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(showPassword as HTMLElement);
    await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveAttribute('type', 'text');
  },
};

export const MissingFields: Story = {
  name: "Idle: 'Please fill all fields'",
  parameters: { machine: 'signup', state: 'idle' },
  args: {
    view: view({
      status: 'invalid',
      values: empty,
      fieldErrors: {},
      strength: null,
      message: AUTH_MESSAGES.fillAllFields,
    }),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Please fill all fields');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
  },
};

export const PasswordsDiffer: Story = {
  name: "Idle: 'Passwords do not match!'",
  parameters: { machine: 'signup', state: 'idle' },
  args: {
    view: view({
      status: 'invalid',
      values: { ...filled, confirmPassword: 'Kumasi#Link2025' },
      fieldErrors: { confirmPassword: AUTH_MESSAGES.signupPasswordsMismatch },
      strength: strong,
      message: AUTH_MESSAGES.signupPasswordsMismatch,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Passwords do not match!');
    await expect(canvas.getByLabelText(/^Confirm password/, { selector: 'input' })).toHaveAccessibleDescription(
      'Passwords do not match!',
    );
    // said once by the alert; no duplicate summary
    await expect(canvas.queryByRole('group', { name: /fix the following/i })).not.toBeInTheDocument();
  },
};

export const WeakPassword: Story = {
  name: 'Idle: password rules not met',
  parameters: { machine: 'signup', state: 'idle' },
  args: {
    view: view({
      status: 'idle',
      values: { ...filled, password: 'abc', confirmPassword: 'abc' },
      fieldErrors: {
        password: [AUTH_MESSAGES.passwordTooShort, AUTH_MESSAGES.passwordUppercase, AUTH_MESSAGES.passwordNumber].join(
          ', ',
        ),
      },
      strength: passwordScore('abc'),
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Weak')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(canvas.getByRole('group', { name: /fix the following/i })).toHaveFocus());
  },
};

export const InvalidPhone: Story = {
  name: 'Idle: the optional phone number is not a Ghana number',
  parameters: { machine: 'signup', state: 'idle' },
  args: {
    view: view({
      status: 'idle',
      values: { ...filled, phoneNumber: '12345' },
      fieldErrors: { phoneNumber: AUTH_MESSAGES.phoneInvalid },
      strength: strong,
    }),
  },
  play: async ({ canvas }) => {
    const phone = canvas.getByLabelText(/^Phone number \(optional\)/, { selector: 'input' });
    await expect(phone).not.toBeRequired();
    await expect(phone).toHaveAccessibleDescription(`${signupText.phoneHint} ${AUTH_MESSAGES.phoneInvalid}`);
  },
};

export const Creating: Story = {
  parameters: { machine: 'signup', state: 'creating' },
  args: { view: view({ status: 'creating', values: filled, fieldErrors: {}, strength: strong }) },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Creating Account\.\.\./ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  parameters: { machine: 'signup', state: 'success' },
  args: {
    view: view({
      status: 'success',
      values: filled,
      fieldErrors: {},
      strength: strong,
      message: AUTH_MESSAGES.signupSuccess,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Registration successful! Signing you in...');
  },
};

export const Failed: Story = {
  parameters: { machine: 'signup', state: 'failed' },
  args: {
    view: view({
      status: 'failed',
      values: filled,
      fieldErrors: {},
      strength: strong,
      message: AUTH_MESSAGES.signupPageFailed,
    }),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Registration failed. Please try again.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  },
};

export const FailedAccountExists: Story = {
  name: 'Failed: account exists',
  parameters: { machine: 'signup', state: 'failed' },
  args: {
    view: view({
      status: 'failed',
      values: filled,
      fieldErrors: {},
      strength: strong,
      message: AUTH_MESSAGES.userExists,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.userExists);
  },
};

export const IdleMobile: Story = {
  name: 'Idle (mobile)',
  parameters: { machine: 'signup', state: 'idle' },
  globals: { viewport: { value: 'mobile' } },
  args: { view: view({ status: 'idle', values: filled, fieldErrors: {}, strength: strong }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeVisible();
  },
};

export const FailedDark: Story = {
  name: 'Failed (dark)',
  parameters: { machine: 'signup', state: 'failed', theme: 'dark' },
  args: {
    view: view({
      status: 'failed',
      values: filled,
      fieldErrors: {},
      strength: strong,
      message: AUTH_MESSAGES.pageNetworkError,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error. Please try again later.');
  },
};
