import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { paths } from '../../../src/domain/paths';
import { ConnectedVerifyEmail } from '../../../src/features/auth/ConnectedVerifyEmail';
import { AUTH_MESSAGES } from '../../../src/features/auth/messages';
import * as verifyEmailMachine from '../../../src/features/auth/verifyEmail.machine';
import { VERIFY_REDIRECT_MS } from '../../../src/features/auth/verifyEmail.machine';
import { runNow } from '../../support/runNow';
import { clockOption, StoryClock } from '../../support/storyClock';
import { clearLiveAnnouncer, createGate, type Gate } from './flowKit';

const machine = runNow(verifyEmailMachine);

const goToDashboard = fn();
const markEmailVerified = fn();
let verifyGate = createGate();
let resendGates: Gate[] = [];
let clock = new StoryClock();

/** The ConnectedVerifyEmail the /verify-email route renders, with the requests, the session and navigation mocked. */
function VerifyEmailFlow({
  token,
  email,
  drivenClock,
  usedBefore = false,
}: {
  token: string | null;
  email: string | null;
  drivenClock?: boolean;
  /** the server answers that the link was used before (already verified) */
  usedBefore?: boolean;
}) {
  const [services] = useState(() => {
    let resends = 0;
    return {
      verifyEmail: async () => {
        await verifyGate.wait();
        return { alreadyVerified: usedBefore };
      },
      resendCode: () => (resendGates[resends++] as Gate).wait(),
      goToDashboard: () => goToDashboard(),
      markEmailVerified: () => markEmailVerified(),
    };
  });
  return (
    <ConnectedVerifyEmail
      machine={machine}
      token={token}
      email={email}
      services={services}
      {...clockOption(clock, drivenClock)}
    />
  );
}

const meta = {
  title: 'Flows/Auth/Verify email',
  component: VerifyEmailFlow,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The real `verifyEmail` machine driving VerifyEmailScreen with `verifyEmail` and `resendCode` mocked; token and email come in as the route reads them from the link. Verification starts on load.',
      },
    },
  },
  args: { token: '482913', email: 'yaw.darko@example.com' },
  beforeEach: () => {
    clearLiveAnnouncer();
    verifyGate = createGate();
    resendGates = [createGate(), createGate()];
    clock = new StoryClock();
    goToDashboard.mockClear();
    markEmailVerified.mockClear();
  },
} satisfies Meta<typeof VerifyEmailFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verifies: Story = {
  name: 'Verifies on load (verifying -> verified -> dashboard after 3 s)',
  parameters: { machine: 'verifyEmail', state: 'verified' },
  // the redirect's 3 s are moved by the play function (support/storyClock.ts), not waited for
  args: { drivenClock: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Verifying your email address...' })).toBeInTheDocument();
    verifyGate.open();
    await expect(await canvas.findByRole('status')).toHaveTextContent(AUTH_MESSAGES.verifiedLong);
    await expect(markEmailVerified).toHaveBeenCalledTimes(1);
    await clock.scheduled();
    await expect(goToDashboard).not.toHaveBeenCalled();
    clock.advance(VERIFY_REDIRECT_MS - 1);
    await expect(goToDashboard).not.toHaveBeenCalled();
    clock.advance(1);
    await expect(goToDashboard).toHaveBeenCalledTimes(1);
  },
};

export const AlreadyVerified: Story = {
  name: 'A link used before (verifying -> alreadyVerified, no redirect)',
  parameters: { machine: 'verifyEmail', state: 'alreadyVerified' },
  args: { drivenClock: true, usedBefore: true },
  play: async ({ canvas }) => {
    verifyGate.open();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your email address is already verified.');
    await expect(canvas.getByRole('link', { name: 'Continue to your dashboard' })).toHaveAttribute(
      'href',
      paths.dashboard,
    );
    await expect(markEmailVerified).toHaveBeenCalledTimes(1);
    clock.advance(VERIFY_REDIRECT_MS * 2);
    await expect(goToDashboard).not.toHaveBeenCalled();
  },
};

export const FailsThenResends: Story = {
  name: 'Fails, then resends (failed.ready)',
  parameters: { machine: 'verifyEmail', state: 'failed.ready' },
  play: async ({ canvas }) => {
    verifyGate.fail(AUTH_MESSAGES.verifyFailed);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.verifyFailed);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend verification email' }));
    await expect(await canvas.findByRole('button', { name: /Sending\.\.\./ })).toBeInTheDocument();
    resendGates[0]?.open();
    const sent = await canvas.findByText('Verification email sent successfully! Please check your inbox.');
    await expect(sent).toBeVisible();
    await expect(goToDashboard).not.toHaveBeenCalled();
  },
};

export const ResendFails: Story = {
  name: 'Resend fails (failed.ready)',
  parameters: { machine: 'verifyEmail', state: 'failed.ready' },
  play: async ({ canvas }) => {
    verifyGate.fail(AUTH_MESSAGES.verifyFailed);
    resendGates[0]?.fail(AUTH_MESSAGES.verifyResendFailed);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend verification email' }));
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2));
    await expect(canvas.getByText('Failed to resend verification email. Please try again.')).toBeVisible();
  },
};

export const StillResending: Story = {
  name: 'Resend pending (failed.resending)',
  parameters: { machine: 'verifyEmail', state: 'failed.resending' },
  play: async ({ canvas }) => {
    verifyGate.fail(AUTH_MESSAGES.verifyFailed);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend verification email' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Sending...' })).toBeInTheDocument();
  },
};

export const InvalidLink: Story = {
  name: 'Link without a token (invalidLink)',
  parameters: { machine: 'verifyEmail', state: 'invalidLink' },
  args: { token: null, email: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.verifyInvalidLink);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend verification email' }));
    await expect(await canvas.findByText('Cannot resend verification email. Email address not found.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', paths.login);
  },
};

export const StillVerifying: Story = {
  name: 'Verification pending (verifying)',
  parameters: { machine: 'verifyEmail', state: 'verifying' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verifying your email' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Verifying your email address...' })).toBeInTheDocument();
  },
};
