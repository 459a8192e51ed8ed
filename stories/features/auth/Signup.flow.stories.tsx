import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ConnectedSignup } from '../../../src/features/auth/ConnectedSignup';
import { AUTH_MESSAGES } from '../../../src/features/auth/messages';
import type { Session } from '../../../src/features/auth/session';
import * as signupMachine from '../../../src/features/auth/signup.machine';
import { SIGNUP_REDIRECT_MS } from '../../../src/features/auth/signup.machine';
import { runNow } from '../../support/runNow';
import { clockOption, StoryClock } from '../../support/storyClock';
import { clearLiveAnnouncer, createGate, failWith, sampleSession } from './flowKit';

const machine = runNow(signupMachine);

const goToDashboard = fn();
const signedIn = fn();
const track = fn();
let gate = createGate();
let clock = new StoryClock();

/** The ConnectedSignup the /signup route renders, with the account request, the session and navigation mocked. */
function SignupFlow({ create, drivenClock }: { create: () => Promise<Session>; drivenClock?: boolean }) {
  return (
    <ConnectedSignup
      machine={machine}
      services={{ createAccount: create, signedIn, track, goToDashboard: () => goToDashboard() }}
      {...clockOption(clock, drivenClock)}
    />
  );
}

const meta = {
  title: 'Flows/Auth/Signup',
  component: SignupFlow,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The real `signup` machine driving SignupScreen with `createAccount` (create, then sign in) mocked. Play functions fill the form, submit and assert the next state: the form checks, creating, success (and the 1 s redirect), failure.',
      },
    },
  },
  args: { create: () => gate.wait().then(() => sampleSession) },
  beforeEach: () => {
    clearLiveAnnouncer();
    gate = createGate();
    clock = new StoryClock();
    goToDashboard.mockClear();
    signedIn.mockClear();
    track.mockClear();
  },
} satisfies Meta<typeof SignupFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function fill(canvas: Canvas, confirm = 'Kumasi#Link2026') {
  await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'Kwame Boateng');
  await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'kwame@example.com');
  await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'Kumasi#Link2026');
  await userEvent.type(canvas.getByLabelText(/^Confirm password/, { selector: 'input' }), confirm);
}

export const CreatesAccount: Story = {
  name: 'Creates the account (creating -> success -> dashboard after 1 s)',
  parameters: { machine: 'signup', state: 'success' },
  // the redirect's second is moved by the play function (support/storyClock.ts), not waited for
  args: { drivenClock: true },
  play: async ({ canvas }) => {
    await fill(canvas);
    await expect(canvas.getByText('Strong')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByRole('button', { name: /Creating Account\.\.\./ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    gate.open();
    await expect(await canvas.findByText('Registration successful! Signing you in...')).toBeVisible();
    await expect(signedIn).toHaveBeenCalledWith(sampleSession);
    await expect(track).toHaveBeenCalledTimes(1);
    await expect(track).toHaveBeenCalledWith('user_registration', {});
    await clock.scheduled();
    await expect(goToDashboard).not.toHaveBeenCalled();
    clock.advance(SIGNUP_REDIRECT_MS - 1);
    await expect(goToDashboard).not.toHaveBeenCalled();
    clock.advance(1);
    await expect(goToDashboard).toHaveBeenCalledTimes(1);
  },
};

export const MissingFields: Story = {
  name: "Empty submit: 'Please fill all fields' (idle)",
  parameters: { machine: 'signup', state: 'idle' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Please fill all fields');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'K');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

export const PasswordsDiffer: Story = {
  name: "Different passwords: 'Passwords do not match!' (idle)",
  parameters: { machine: 'signup', state: 'idle' },
  play: async ({ canvas }) => {
    await fill(canvas, 'Kumasi#Link2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Passwords do not match!');
    await expect(canvas.getByLabelText(/^Confirm password/, { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const ServerRejects: Story = {
  name: 'Server rejects (failed)',
  parameters: { machine: 'signup', state: 'failed' },
  args: { create: failWith(AUTH_MESSAGES.userExists) },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('User already exists');
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    await expect(goToDashboard).not.toHaveBeenCalled();
  },
};

export const StillCreating: Story = {
  name: 'Request pending (creating)',
  parameters: { machine: 'signup', state: 'creating' },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('progressbar', { name: 'Creating Account...' })).toBeInTheDocument();
  },
};
