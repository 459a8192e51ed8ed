import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fromPromise } from 'xstate';
import { LoginScreen } from '../../../src/features/auth/LoginScreen';
import { loginMachine } from '../../../src/features/auth/login.machine';
import { loginText, toLoginView } from '../../../src/features/auth/login.view';
import { AUTH_MESSAGES, AUTH_MESSAGES as authMessages } from '../../../src/features/auth/messages';
import { clearLiveAnnouncer, createGate, failWith, never } from './flowKit';

const goToDestination = fn();
let gate = createGate();

function ConnectedLogin({ submit }: { submit: () => Promise<void> }) {
  const [machine] = useState(() =>
    loginMachine.provide({
      actors: { submitLogin: fromPromise(submit) },
      actions: { goToDestination: () => goToDestination() },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: {} });
  return (
    <LoginScreen
      view={toLoginView(snapshot)}
      onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
      onRememberChange={(value) => send({ type: 'remember.change', value })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}

const meta = {
  title: 'Flows/Auth/Login',
  component: ConnectedLogin,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The real `login` machine driving LoginScreen, with `submitLogin` mocked (resolving, rejecting or never settling). Each play function types, submits and asserts the state the machine moves to. Not a component to reuse: it documents and tests the wiring the /login route does.',
      },
    },
  },
  args: { submit: () => gate.wait() },
  beforeEach: () => {
    clearLiveAnnouncer();
    gate = createGate();
    goToDestination.mockClear();
  },
} satisfies Meta<typeof ConnectedLogin>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = (canvas: { getByRole: (r: 'textbox', o: { name: RegExp }) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: /Email/ });
const password = (canvas: { getByLabelText: (t: RegExp, o: { selector: string }) => HTMLElement }) =>
  canvas.getByLabelText(/^Password/, { selector: 'input' });

export const SignsIn: Story = {
  name: 'Signs in (submitting -> success)',
  parameters: { machine: 'login', state: 'success' },
  play: async ({ canvas }) => {
    await userEvent.type(email(canvas), 'demo@example.com');
    await userEvent.type(password(canvas), 'Demo#Pass2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('button', { name: /Signing in\.\.\./ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    gate.open();
    await expect(await canvas.findByText(loginText.success)).toBeVisible();
    await waitFor(() => expect(goToDestination).toHaveBeenCalledTimes(1));
  },
};

export const WrongPassword: Story = {
  name: 'Wrong password (failed)',
  parameters: { machine: 'login', state: 'failed' },
  play: async ({ canvas }) => {
    await userEvent.type(email(canvas), 'demo@example.com');
    await userEvent.type(password(canvas), 'wrong');
    await userEvent.keyboard('{Enter}');
    gate.fail(AUTH_MESSAGES.invalidCredentials);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Invalid email or password. Please try again.');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    await expect(goToDestination).not.toHaveBeenCalled();
  },
};

export const TypingClearsTheError: Story = {
  name: 'Typing after a failure clears it (failed -> idle)',
  parameters: { machine: 'login', state: 'idle' },
  args: { submit: failWith(AUTH_MESSAGES.pageNetworkError) },
  play: async ({ canvas }) => {
    await userEvent.type(email(canvas), 'demo@example.com');
    await userEvent.type(password(canvas), 'Demo#Pass2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error. Please try again later.');
    await userEvent.type(password(canvas), 'x');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

export const FieldErrors: Story = {
  name: 'Empty submit shows field errors (idle)',
  parameters: { machine: 'login', state: 'idle' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(canvas.getByRole('group', { name: /fix the following/i })).toHaveFocus());
    await expect(email(canvas)).toHaveAccessibleDescription(authMessages.emailRequired);
    await userEvent.type(email(canvas), 'd');
    await expect(email(canvas)).not.toHaveAccessibleDescription(authMessages.emailRequired);
    await expect(canvas.getByText(authMessages.passwordRequired, { selector: '[slot="errorMessage"]' })).toBeVisible();
  },
};

export const StillSigningIn: Story = {
  name: 'Request never settles (submitting)',
  parameters: { machine: 'login', state: 'submitting' },
  args: { submit: never },
  play: async ({ canvas }) => {
    await userEvent.type(email(canvas), 'demo@example.com');
    await userEvent.type(password(canvas), 'Demo#Pass2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const button = await canvas.findByRole('button', { name: /Signing in\.\.\./ });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Signing in...' })).toBeInTheDocument();
  },
};
