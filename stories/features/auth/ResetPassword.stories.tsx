import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { paths } from '../../../src/domain/paths';
import { AUTH_MESSAGES } from '../../../src/features/auth/messages';
import { passwordScore } from '../../../src/features/auth/passwordStrength';
import { ResetPasswordScreen } from '../../../src/features/auth/ResetPasswordScreen';
import { type ResetPasswordView, resetPasswordText as text } from '../../../src/features/auth/resetPassword.view';

const empty = { newPassword: '', confirmPassword: '' };
const filled = { newPassword: 'Takoradi#Wave26', confirmPassword: 'Takoradi#Wave26' };
const strong = passwordScore(filled.newPassword);

const meta = {
  title: 'Screens/Auth/Reset password',
  component: ResetPasswordScreen,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The /reset-password screen, one story per state of the `resetPassword` machine (`toResetPasswordView`). Without a token the error and a 'Request a new one' link show and the form is disabled. Password rule failures are joined with commas under the field. Use only through the reset-password route, which reads the token.",
      },
    },
  },
  args: {
    view: { status: 'form', values: empty, fieldErrors: {}, strength: null },
    onFieldChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const view = (v: ResetPasswordView) => v;

const newPassword = (canvas: { getByLabelText: (t: RegExp, o: { selector: string }) => HTMLElement }) =>
  canvas.getByLabelText(/^New password/, { selector: 'input' });

export const Form: Story = {
  parameters: { machine: 'resetPassword', state: 'form' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await userEvent.type(newPassword(canvas), 'T');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('newPassword', 'T');
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Request a new one' })).toHaveAttribute('href', paths.forgotPassword);
  },
};

export const FormRuleErrors: Story = {
  name: 'Form: password rules, errors joined by commas',
  parameters: { machine: 'resetPassword', state: 'form' },
  args: {
    view: view({
      status: 'form',
      values: { newPassword: 'takoradi', confirmPassword: 'takoradi1' },
      fieldErrors: {
        newPassword: [
          AUTH_MESSAGES.passwordUppercase,
          AUTH_MESSAGES.passwordNumber,
          AUTH_MESSAGES.passwordSpecial,
        ].join(', '),
        confirmPassword: AUTH_MESSAGES.resetPasswordsMismatch,
      },
      strength: passwordScore('takoradi'),
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Password must contain at least one uppercase letter, Password must contain at least one number, Password must contain at least one special character',
        { selector: '[slot="errorMessage"]' },
      ),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^Confirm new password/, { selector: 'input' })).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(canvas.getByRole('group', { name: /fix the following/i })).toHaveFocus());
  },
};

export const MissingToken: Story = {
  parameters: { machine: 'resetPassword', state: 'missingToken' },
  args: {
    view: view({
      status: 'missingToken',
      values: empty,
      fieldErrors: {},
      strength: null,
      message: AUTH_MESSAGES.resetMissingToken,
    }),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Invalid or missing reset token. Please request a new password reset.',
    );
    const submit = canvas.getByRole('button', { name: text.submit });
    await expect(submit).toBeDisabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(newPassword(canvas)).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Request a new one' })).toHaveAttribute('href', paths.forgotPassword);
  },
};

export const Submitting: Story = {
  parameters: { machine: 'resetPassword', state: 'submitting' },
  args: { view: view({ status: 'submitting', values: filled, fieldErrors: {}, strength: strong }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Resetting password\.\.\./ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Failed: Story = {
  parameters: { machine: 'resetPassword', state: 'failed' },
  args: {
    view: view({
      status: 'failed',
      values: filled,
      fieldErrors: {},
      strength: strong,
      message: AUTH_MESSAGES.resetFailed,
      reason: AUTH_MESSAGES.invalidResetToken,
    }),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to reset password. Please try again.');
    await expect(alert).toHaveTextContent('Invalid or expired reset token');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
  },
};

export const Success: Story = {
  parameters: { machine: 'resetPassword', state: 'success' },
  args: { view: view({ status: 'success', message: AUTH_MESSAGES.resetSuccess }) },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: text.successTitle });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Password successfully reset. You can now log in with your new password.',
    );
    await expect(canvas.getByText(text.redirecting)).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.goToLogin })).toHaveAttribute('href', paths.login);
  },
};

export const FormMobile: Story = {
  name: 'Form (mobile)',
  parameters: { machine: 'resetPassword', state: 'form' },
  globals: { viewport: { value: 'mobile' } },
  args: { view: view({ status: 'form', values: filled, fieldErrors: {}, strength: strong }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Password strength' })).toBeVisible();
  },
};

export const MissingTokenDark: Story = {
  name: 'Missing token (dark)',
  parameters: { machine: 'resetPassword', state: 'missingToken', theme: 'dark' },
  args: {
    view: view({
      status: 'missingToken',
      values: empty,
      fieldErrors: {},
      strength: null,
      message: AUTH_MESSAGES.resetMissingToken,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

export const SuccessDark: Story = {
  name: 'Success (dark)',
  parameters: { machine: 'resetPassword', state: 'success', theme: 'dark' },
  args: { view: view({ status: 'success', message: AUTH_MESSAGES.resetSuccess }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};
