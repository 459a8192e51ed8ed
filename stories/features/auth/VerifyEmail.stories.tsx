import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { paths } from '../../../src/domain/paths';
import { AUTH_MESSAGES } from '../../../src/features/auth/messages';
import { VerifyEmailScreen } from '../../../src/features/auth/VerifyEmailScreen';
import { verifyEmailText as text, type VerifyEmailView } from '../../../src/features/auth/verifyEmail.view';

const meta = {
  title: 'Screens/Auth/Verify email',
  component: VerifyEmailScreen,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The /verify-email screen, one story per state of the `verifyEmail` machine (`toVerifyEmailView`). Verification runs on load; the outcome heading takes focus; the error states offer resend and a link back to sign in. Use only through the verify-email route, which reads token and email from the link.',
      },
    },
  },
  args: { view: { status: 'verifying' }, onResend: fn() },
} satisfies Meta<typeof VerifyEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const view = (v: VerifyEmailView) => v;
const failed = { status: 'failed', message: AUTH_MESSAGES.verifyFailed } as const;

export const Verifying: Story = {
  parameters: { machine: 'verifyEmail', state: 'verifying' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: text.verifyingTitle })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: text.verifying })).toBeVisible();
  },
};

export const Verified: Story = {
  parameters: { machine: 'verifyEmail', state: 'verified' },
  args: { view: view({ status: 'verified', message: AUTH_MESSAGES.verifiedLong }) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: text.verifiedTitle })).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your email has been successfully verified! You can now access all features.',
    );
    await expect(canvas.getByText(text.redirecting)).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.goToDashboard })).toHaveAttribute('href', paths.dashboard);
  },
};

export const AlreadyVerified: Story = {
  name: 'Already verified (a link used before)',
  parameters: { machine: 'verifyEmail', state: 'alreadyVerified' },
  args: { view: view({ status: 'alreadyVerified', message: AUTH_MESSAGES.alreadyVerified }) },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: text.alreadyVerifiedTitle })).toHaveFocus(),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Your email address is already verified.');
    await expect(canvas.queryByText(text.redirecting)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Continue to your dashboard' })).toHaveAttribute(
      'href',
      paths.dashboard,
    );
  },
};

export const InvalidLink: Story = {
  parameters: { machine: 'verifyEmail', state: 'invalidLink' },
  args: { view: view({ status: 'invalidLink', message: AUTH_MESSAGES.verifyInvalidLink, resend: 'idle' }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: text.invalidTitle })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Invalid verification link. Please check your email for the correct link or request a new one.',
    );
    await userEvent.click(canvas.getByRole('button', { name: text.resend }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const InvalidLinkNoEmail: Story = {
  name: 'Invalid link: resend without an email',
  parameters: { machine: 'verifyEmail', state: 'invalidLink' },
  args: {
    view: view({
      status: 'invalidLink',
      message: AUTH_MESSAGES.verifyInvalidLink,
      resend: 'failed',
      resendMessage: AUTH_MESSAGES.verifyResendNoEmail,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cannot resend verification email. Email address not found.')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { machine: 'verifyEmail', state: 'failed' },
  args: { view: view({ ...failed, resend: 'idle' }) },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: text.failedTitle })).toHaveFocus());
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Email verification failed. The link may have expired or is invalid.',
    );
    await expect(canvas.getByRole('link', { name: text.backToLogin })).toHaveAttribute('href', paths.login);
    await userEvent.click(canvas.getByRole('button', { name: text.resend }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const FailedReady: Story = {
  name: 'Failed: ready to resend',
  parameters: { machine: 'verifyEmail', state: 'failed.ready' },
  args: { view: view({ ...failed, resend: 'idle' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text.resend })).toBeEnabled();
  },
};

export const FailedResending: Story = {
  name: 'Failed: resending',
  parameters: { machine: 'verifyEmail', state: 'failed.resending' },
  args: { view: view({ ...failed, resend: 'resending' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sending\.\.\./ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const FailedResent: Story = {
  name: 'Failed: resent',
  parameters: { machine: 'verifyEmail', state: 'failed.ready' },
  args: { view: view({ ...failed, resend: 'resent', resendMessage: AUTH_MESSAGES.verificationSent }) },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Verification email sent successfully! Please check your inbox.');
    await waitFor(() => expect(status.parentElement).toHaveFocus());
  },
};

export const FailedResendFailed: Story = {
  name: 'Failed: resend failed',
  parameters: { machine: 'verifyEmail', state: 'failed.ready' },
  args: { view: view({ ...failed, resend: 'failed', resendMessage: AUTH_MESSAGES.verifyResendFailed }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to resend verification email. Please try again.')).toBeVisible();
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
  },
};

export const FailedMobile: Story = {
  name: 'Failed (mobile)',
  parameters: { machine: 'verifyEmail', state: 'failed' },
  globals: { viewport: { value: 'mobile' } },
  args: { view: view({ ...failed, resend: 'idle' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text.resend })).toBeVisible();
  },
};

export const VerifiedDark: Story = {
  name: 'Verified (dark)',
  parameters: { machine: 'verifyEmail', state: 'verified', theme: 'dark' },
  args: { view: view({ status: 'verified', message: AUTH_MESSAGES.verifiedLong }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const FailedDark: Story = {
  name: 'Failed (dark)',
  parameters: { machine: 'verifyEmail', state: 'failed', theme: 'dark' },
  args: { view: view({ ...failed, resend: 'failed', resendMessage: AUTH_MESSAGES.verifyResendFailed }) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
  },
};
