import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { paths } from '../../../src/domain/paths';
import { LoginScreen } from '../../../src/features/auth/LoginScreen';
import { type LoginView, loginText } from '../../../src/features/auth/login.view';
import { AUTH_MESSAGES } from '../../../src/features/auth/messages';

const values = { email: 'ama.mensah@example.com', password: 'Akwaaba#2026', remember: false };
const empty = { email: '', password: '', remember: false };

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginScreen,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The /login screen, one story per state of the `login` machine, rendered from the view model (`toLoginView`). Use it only through the login route, which feeds it the machine snapshot; it does no routing or fetching itself. Field errors come from the shared zod schema; the request error shows above the form and takes focus.',
      },
    },
  },
  args: {
    view: { status: 'idle', values: empty, fieldErrors: {} },
    onFieldChange: fn(),
    onRememberChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const view = (v: LoginView) => v;

export const Idle: Story = {
  parameters: { machine: 'login', state: 'idle' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: loginText.title })).toBeVisible();
    for (const claim of ['99.9%', '1000+', '24/7']) await expect(canvas.getByText(claim)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', paths.forgotPassword);
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'a');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('email', 'a');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
    await expect(args.onRememberChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const IdleWithFieldErrors: Story = {
  name: 'Idle: field errors after submit',
  parameters: { machine: 'login', state: 'idle' },
  args: {
    view: view({
      status: 'idle',
      values: { ...empty, email: 'ama@' },
      fieldErrors: { email: AUTH_MESSAGES.emailInvalid, password: AUTH_MESSAGES.passwordRequired },
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const summary = canvas.getByRole('group', { name: /fix the following/i });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      AUTH_MESSAGES.emailInvalid,
    );
    await userEvent.click(canvas.getByRole('link', { name: AUTH_MESSAGES.passwordRequired }));
    await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveFocus();
  },
};

export const Submitting: Story = {
  parameters: { machine: 'login', state: 'submitting' },
  args: { view: view({ status: 'submitting', values, fieldErrors: {} }) },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Signing in\.\.\./ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('Signing in...', { selector: 'span' })).toBeVisible();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidCredentials: Story = {
  parameters: { machine: 'login', state: 'failed' },
  args: { view: view({ status: 'failed', values, fieldErrors: {}, message: AUTH_MESSAGES.invalidCredentials }) },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(AUTH_MESSAGES.invalidCredentials);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    // the error sits above the form's fields
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await expect(alert.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const NetworkError: Story = {
  parameters: { machine: 'login', state: 'failed' },
  args: { view: view({ status: 'failed', values, fieldErrors: {}, message: AUTH_MESSAGES.pageNetworkError }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error. Please try again later.');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
};

export const Success: Story = {
  parameters: { machine: 'login', state: 'success' },
  args: { view: view({ status: 'success', values, fieldErrors: {} }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(loginText.success);
    await expect(canvas.getByRole('button', { name: /Signing in\.\.\./ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const AfterPasswordReset: Story = {
  name: 'Idle: notice after a password reset',
  parameters: { machine: 'login', state: 'idle' },
  args: { notice: AUTH_MESSAGES.resetSuccessState },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Password reset successfully. Please sign in with your new password.',
    );
  },
};

export const KeyboardOnly: Story = {
  name: 'Idle: keyboard only',
  parameters: { machine: 'login', state: 'idle' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveFocus();
    await userEvent.keyboard('ama@example.com');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Password/, { selector: 'input' })).toHaveFocus();
    await userEvent.keyboard('x{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const IdleMobile: Story = {
  name: 'Idle (mobile)',
  parameters: { machine: 'login', state: 'idle' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeVisible();
  },
};

export const FailedDark: Story = {
  name: 'Failed (dark)',
  parameters: { machine: 'login', state: 'failed', theme: 'dark' },
  args: { view: view({ status: 'failed', values, fieldErrors: {}, message: AUTH_MESSAGES.invalidCredentials }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.invalidCredentials);
  },
};

export const FailedMobileDark: Story = {
  name: 'Failed (mobile, dark)',
  parameters: { machine: 'login', state: 'failed', theme: 'dark' },
  globals: { viewport: { value: 'mobile' } },
  args: { view: view({ status: 'failed', values, fieldErrors: {}, message: AUTH_MESSAGES.invalidCredentials }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
