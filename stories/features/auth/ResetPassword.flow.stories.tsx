import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { paths } from '../../../src/domain/paths';
import { ConnectedResetPassword } from '../../../src/features/auth/ConnectedResetPassword';
import { AUTH_MESSAGES } from '../../../src/features/auth/messages';
import * as resetPasswordMachine from '../../../src/features/auth/resetPassword.machine';
import { RESET_REDIRECT_MS } from '../../../src/features/auth/resetPassword.machine';
import { runNow } from '../../support/runNow';
import { clockOption, StoryClock } from '../../support/storyClock';
import { clearLiveAnnouncer, createGate } from './flowKit';

const machine = runNow(resetPasswordMachine);

const goToLogin = fn();
let gate = createGate();
let clock = new StoryClock();

/** The ConnectedResetPassword the /reset-password route renders, with the request and navigation mocked. */
function ResetPasswordFlow({ token, drivenClock }: { token: string | null; drivenClock?: boolean }) {
  return (
    <ConnectedResetPassword
      machine={machine}
      token={token}
      services={{ resetPassword: () => gate.wait(), goToLogin: () => goToLogin() }}
      {...clockOption(clock, drivenClock)}
    />
  );
}

const meta = {
  title: 'Flows/Auth/Reset password',
  component: ResetPasswordFlow,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The real `resetPassword` machine driving ResetPasswordScreen with `resetPassword` mocked; the token comes in as the route would read it from the link.',
      },
    },
  },
  args: { token: 'reset-token-from-the-link' },
  beforeEach: () => {
    clearLiveAnnouncer();
    gate = createGate();
    clock = new StoryClock();
    goToLogin.mockClear();
  },
} satisfies Meta<typeof ResetPasswordFlow>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const newPassword = (canvas: Canvas) => canvas.getByLabelText(/^New password/, { selector: 'input' });
const confirm = (canvas: Canvas) => canvas.getByLabelText(/^Confirm new password/, { selector: 'input' });

async function fill(canvas: Canvas, password = 'Takoradi#Wave26', again = password) {
  await userEvent.type(newPassword(canvas), password);
  await userEvent.type(confirm(canvas), again);
}

export const Resets: Story = {
  name: 'Resets (submitting -> success -> /login after 3 s)',
  parameters: { machine: 'resetPassword', state: 'success' },
  // the redirect's 3 s are moved by the play function (support/storyClock.ts), not waited for
  args: { drivenClock: true },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByRole('button', { name: /Resetting password\.\.\./ })).toBeInTheDocument();
    gate.open();
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Password reset' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent(AUTH_MESSAGES.resetSuccess);
    await clock.scheduled();
    await expect(goToLogin).not.toHaveBeenCalled();
    clock.advance(RESET_REDIRECT_MS - 1);
    await expect(goToLogin).not.toHaveBeenCalled();
    clock.advance(1);
    await expect(goToLogin).toHaveBeenCalledTimes(1);
    clearLiveAnnouncer(); // the form's pending button is gone (see flowKit)
  },
};

export const NoToken: Story = {
  name: 'Link without a token (missingToken)',
  parameters: { machine: 'resetPassword', state: 'missingToken' },
  args: { token: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.resetMissingToken);
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Request a new one' })).toHaveAttribute('href', paths.forgotPassword);
  },
};

export const RuleErrors: Story = {
  name: 'Weak password: rule errors joined by commas (form)',
  parameters: { machine: 'resetPassword', state: 'form' },
  play: async ({ canvas }) => {
    await fill(canvas, 'takoradi', 'takoradi');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(newPassword(canvas)).toHaveAccessibleDescription(
        expect.stringContaining(
          'Password must contain at least one uppercase letter, Password must contain at least one number, Password must contain at least one special character',
        ),
      ),
    );
    await userEvent.type(newPassword(canvas), 'X');
    await expect(canvas.queryByText(/Password must contain/, { selector: '[slot="errorMessage"]' })).toBeNull();
  },
};

export const Mismatch: Story = {
  name: "Different confirmation: 'Passwords do not match' (form)",
  parameters: { machine: 'resetPassword', state: 'form' },
  play: async ({ canvas }) => {
    await fill(canvas, 'Takoradi#Wave26', 'Takoradi#Wave25');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(confirm(canvas)).toHaveAccessibleDescription('Passwords do not match'));
  },
};

export const Rejected: Story = {
  name: 'Server rejects (failed)',
  parameters: { machine: 'resetPassword', state: 'failed' },
  play: async ({ canvas }) => {
    gate.fail(AUTH_MESSAGES.invalidResetToken);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to reset password. Please try again.');
    await expect(alert).toHaveTextContent('Invalid or expired reset token');
  },
};

export const StillResetting: Story = {
  name: 'Request pending (submitting)',
  parameters: { machine: 'resetPassword', state: 'submitting' },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Resetting password...' })).toBeInTheDocument();
  },
};
