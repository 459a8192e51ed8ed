import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { paths } from '../../../src/domain/paths';
import { ForgotPasswordScreen } from '../../../src/features/auth/ForgotPasswordScreen';
import { type ForgotPasswordView, forgotPasswordText as text } from '../../../src/features/auth/forgotPassword.view';
import { AUTH_MESSAGES } from '../../../src/features/auth/messages';

const email = 'efua.owusu@example.com';
const sent = { status: 'sent', email, message: AUTH_MESSAGES.forgotSent } as const;

const meta = {
  title: 'Screens/Auth/Forgot password',
  component: ForgotPasswordScreen,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The /forgot-password screen, one story per state of the `forgotPassword` machine (`toForgotPasswordView`). The email form, then the 'Check your email' screen whose heading takes focus; resend stays there and shows its outcome. Use only through the forgot-password route.",
      },
    },
  },
  args: {
    view: { status: 'form', email: '' },
    onEmailChange: fn(),
    onSubmit: fn(),
    onResend: fn(),
  },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const view = (v: ForgotPasswordView) => v;

export const Form: Story = {
  parameters: { machine: 'forgotPassword', state: 'form' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'e');
    await expect(args.onEmailChange).toHaveBeenLastCalledWith('e');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', paths.login);
  },
};

export const FormInvalidEmail: Story = {
  name: 'Form: invalid email',
  parameters: { machine: 'forgotPassword', state: 'form' },
  args: { view: view({ status: 'form', email: 'efua@', fieldError: AUTH_MESSAGES.emailInvalid }) },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Email/ });
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(input).toHaveFocus());
  },
};

export const Sending: Story = {
  parameters: { machine: 'forgotPassword', state: 'sending' },
  args: { view: view({ status: 'sending', email }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sending\.\.\./ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Failed: Story = {
  parameters: { machine: 'forgotPassword', state: 'failed' },
  args: { view: view({ status: 'failed', email, message: AUTH_MESSAGES.forgotFailed }) },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to send password reset email. Please try again.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue(email);
  },
};

export const Sent: Story = {
  parameters: { machine: 'forgotPassword', state: 'sent' },
  args: { view: view({ ...sent, resend: 'idle' }) },
  play: async ({ canvas, args }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Check your email' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'If this email exists in our system, you will receive password reset instructions shortly.',
    );
    await expect(canvas.getByRole('link', { name: text.backToLogin })).toHaveAttribute('href', paths.login);
    await userEvent.click(canvas.getByRole('button', { name: text.resend }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const SentReady: Story = {
  name: 'Sent: ready to resend',
  parameters: { machine: 'forgotPassword', state: 'sent.ready' },
  args: { view: view({ ...sent, resend: 'idle' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text.resend })).toBeEnabled();
  },
};

export const SentResending: Story = {
  name: 'Sent: resending',
  parameters: { machine: 'forgotPassword', state: 'sent.resending' },
  args: { view: view({ ...sent, resend: 'resending' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Resending\.\.\./ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const SentResent: Story = {
  name: 'Sent: resent',
  parameters: { machine: 'forgotPassword', state: 'sent.ready' },
  args: { view: view({ ...sent, resend: 'resent', resendMessage: AUTH_MESSAGES.forgotSent }) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getByText('Sent again')).toBeVisible();
  },
};

export const SentResendFailed: Story = {
  name: 'Sent: resend failed',
  parameters: { machine: 'forgotPassword', state: 'sent.ready' },
  args: { view: view({ ...sent, resend: 'failed', resendMessage: AUTH_MESSAGES.forgotResendFailed }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to resend password reset email. Please try again.',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  },
};

export const FormMobile: Story = {
  name: 'Form (mobile)',
  parameters: { machine: 'forgotPassword', state: 'form' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text.submit })).toBeVisible();
  },
};

export const SentDark: Story = {
  name: 'Sent (dark)',
  parameters: { machine: 'forgotPassword', state: 'sent', theme: 'dark' },
  args: { view: view({ ...sent, resend: 'failed', resendMessage: AUTH_MESSAGES.forgotResendFailed }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

export const SentMobile: Story = {
  name: 'Sent (mobile)',
  parameters: { machine: 'forgotPassword', state: 'sent' },
  globals: { viewport: { value: 'mobile' } },
  args: { view: view({ ...sent, resend: 'idle' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text.resend })).toBeVisible();
  },
};
