import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ConnectedForgotPassword } from '../../../src/features/auth/ConnectedForgotPassword';
import * as forgotPasswordMachine from '../../../src/features/auth/forgotPassword.machine';
import { AUTH_MESSAGES } from '../../../src/features/auth/messages';
import { runNow } from '../../support/runNow';
import { clearLiveAnnouncer, createGate, type Gate } from './flowKit';

const machine = runNow(forgotPasswordMachine);

/** One gate per request, in order: the first send, then each resend. */
let gates: Gate[] = [];
const request = (index: number) => gates[index] as Gate;

/** The ConnectedForgotPassword the /forgot-password route renders, with the requests mocked in order. */
function ForgotPasswordFlow() {
  const [services] = useState(() => {
    let calls = 0;
    return { sendResetEmail: () => request(calls++).wait() };
  });
  return <ConnectedForgotPassword machine={machine} services={services} />;
}

const meta = {
  title: 'Flows/Auth/Forgot password',
  component: ForgotPasswordFlow,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The real `forgotPassword` machine driving ForgotPasswordScreen with `sendResetEmail` mocked per request. Play functions submit, reach 'Check your email' and resend.",
      },
    },
  },
  beforeEach: () => {
    clearLiveAnnouncer();
    gates = [createGate(), createGate(), createGate()];
  },
} satisfies Meta<typeof ForgotPasswordFlow>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function submit(canvas: Canvas, email = 'efua@example.com') {
  await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
}

export const SendsThenResends: Story = {
  name: "Sends, then resends on 'Check your email' (sent.ready)",
  parameters: { machine: 'forgotPassword', state: 'sent.ready' },
  play: async ({ canvas }) => {
    await submit(canvas);
    await expect(await canvas.findByRole('button', { name: /Sending\.\.\./ })).toHaveAttribute('aria-disabled', 'true');
    request(0).open();
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Check your email' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent(AUTH_MESSAGES.forgotSent);

    await userEvent.click(canvas.getByRole('button', { name: 'Resend email' }));
    await expect(await canvas.findByRole('button', { name: /Resending\.\.\./ })).toBeInTheDocument();
    request(1).open();
    await expect(await canvas.findByText('Sent again')).toBeVisible();
    clearLiveAnnouncer(); // the Send button that announced 'Sending...' is gone (see flowKit)
  },
};

export const ResendFails: Story = {
  name: 'Resend fails: the error shows on the sent screen (sent.ready)',
  parameters: { machine: 'forgotPassword', state: 'sent.ready' },
  play: async ({ canvas }) => {
    request(0).open();
    request(1).fail(AUTH_MESSAGES.forgotResendFailed);
    await submit(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend email' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to resend password reset email. Please try again.',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    clearLiveAnnouncer(); // see flowKit
  },
};

export const StillResending: Story = {
  name: 'Resend pending (sent.resending)',
  parameters: { machine: 'forgotPassword', state: 'sent.resending' },
  play: async ({ canvas }) => {
    request(0).open();
    await submit(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend email' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Resending...' })).toBeInTheDocument();
    clearLiveAnnouncer(); // see flowKit
  },
};

export const SendFails: Story = {
  name: 'Send fails (failed)',
  parameters: { machine: 'forgotPassword', state: 'failed' },
  play: async ({ canvas }) => {
    request(0).fail(AUTH_MESSAGES.forgotFailed);
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to send password reset email. Please try again.',
    );
  },
};

export const InvalidEmail: Story = {
  name: 'Invalid email stays on the form (form)',
  parameters: { machine: 'forgotPassword', state: 'form' },
  play: async ({ canvas }) => {
    await submit(canvas, 'efua@');
    const input = canvas.getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(input).toHaveAccessibleDescription('Please enter a valid email address'));
    await expect(input).toHaveFocus();
  },
};

export const StillSending: Story = {
  name: 'Request pending (sending)',
  parameters: { machine: 'forgotPassword', state: 'sending' },
  play: async ({ canvas }) => {
    await submit(canvas);
    await expect(await canvas.findByRole('progressbar', { name: 'Sending...' })).toBeInTheDocument();
  },
};
