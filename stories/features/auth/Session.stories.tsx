import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { paths } from '../../../src/domain/paths';
import { AUTH_MESSAGES } from '../../../src/features/auth/messages';
import { SessionStatus } from '../../../src/features/auth/SessionStatus';
import { type SessionView, sessionText as text } from '../../../src/features/auth/session.view';

const user = { name: 'Abena Asante', email: 'abena.asante@example.com', role: 'user', isEmailVerified: true } as const;
const signedIn = (refreshing = false): SessionView => ({ status: 'signedIn', user, refreshing });

const meta = {
  title: 'Screens/Auth/Session',
  component: SessionStatus,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The state of the app-wide `authSession` machine as a panel (`toSessionView`): the spinner route guards show while the session loads or changes, the signed-out prompt (with why, e.g. an expired session), and who is signed in with Sign Out. Use it where a page depends on the session; the header shows the signed-in user through UserMenu instead.',
      },
    },
  },
  args: { view: { status: 'checking' }, onSignOut: fn() },
} satisfies Meta<typeof SessionStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initializing: Story = {
  parameters: { machine: 'authSession', state: 'initializing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: text.checking })).toBeVisible();
  },
};

export const Anonymous: Story = {
  parameters: { machine: 'authSession', state: 'anonymous' },
  args: { view: { status: 'signedOut' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text.signedOutTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.signIn })).toHaveAttribute('href', paths.login);
    await expect(canvas.getByRole('link', { name: text.createAccount })).toHaveAttribute('href', paths.signup);
  },
};

export const AnonymousSessionExpired: Story = {
  name: 'Anonymous: session expired',
  parameters: { machine: 'authSession', state: 'anonymous.expired' },
  args: { view: { status: 'signedOut', message: AUTH_MESSAGES.sessionExpired } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Session expired');
  },
};

export const Authenticated: Story = {
  parameters: { machine: 'authSession', state: 'authenticated' },
  args: { view: signedIn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(user.name)).toBeVisible();
    await expect(canvas.getByText(user.email)).toBeVisible();
    await expect(canvas.getByText(text.verified)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.signOut }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const AuthenticatedUnverified: Story = {
  name: 'Authenticated: email not verified',
  parameters: { machine: 'authSession', state: 'authenticated' },
  args: { view: { status: 'signedIn', user: { ...user, isEmailVerified: false }, refreshing: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.notVerified)).toBeVisible();
  },
};

export const RefreshRegion: Story = {
  name: 'Authenticated: refresh region',
  parameters: { machine: 'authSession', state: 'authenticated.refresh' },
  args: { view: signedIn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text.signedInTitle })).toBeVisible();
    await expect(canvas.getByRole('status')).not.toHaveTextContent(text.refreshing);
  },
};

export const RefreshWaiting: Story = {
  name: 'Authenticated: waiting for the next refresh check',
  parameters: { machine: 'authSession', state: 'authenticated.refresh.waiting' },
  args: { view: signedIn() },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(text.refreshing)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: text.signOut })).toBeEnabled();
  },
};

export const RefreshRefreshing: Story = {
  name: 'Authenticated: refreshing tokens',
  parameters: { machine: 'authSession', state: 'authenticated.refresh.refreshing' },
  args: { view: signedIn(true) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text.refreshing);
  },
};

export const MonitorRegion: Story = {
  name: 'Authenticated: session monitor',
  parameters: { machine: 'authSession', state: 'authenticated.monitor' },
  args: { view: signedIn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text.signedInTitle })).toBeVisible();
  },
};

export const MonitorWatching: Story = {
  name: 'Authenticated: monitor watching',
  parameters: { machine: 'authSession', state: 'authenticated.monitor.watching' },
  args: { view: signedIn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(user.email)).toBeVisible();
  },
};

export const LoggingOut: Story = {
  parameters: { machine: 'authSession', state: 'loggingOut' },
  args: { view: { status: 'signingOut' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: text.signingOut })).toBeVisible();
  },
};

export const AuthenticatedMobileDark: Story = {
  name: 'Authenticated (mobile, dark)',
  parameters: { machine: 'authSession', state: 'authenticated', theme: 'dark' },
  globals: { viewport: { value: 'mobile' } },
  args: {
    view: {
      status: 'signedIn',
      user: { ...user, name: 'Nana Akosua Agyeman-Prempeh', email: 'nana.akosua.agyeman-prempeh@example.com.gh' },
      refreshing: false,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text.signOut })).toBeVisible();
  },
};
