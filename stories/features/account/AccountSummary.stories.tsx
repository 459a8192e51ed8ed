import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { paths } from '../../../src/domain/paths';
import { AccountSummaryScreen } from '../../../src/features/account/AccountSummaryScreen';

const meta = {
  title: 'Screens/Account summary',
  component: AccountSummaryScreen,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The admin landing at /admin (until the admin dashboard replaces it): ' +
          'name, email, verification status and Sign Out. Use it only behind the login guard; for signed-out ' +
          'visitors show the login screen instead.',
      },
    },
  },
  args: {
    name: 'Ama Mensah',
    email: 'demo@example.com',
    isEmailVerified: true,
    onSignOut: fn(),
  },
} satisfies Meta<typeof AccountSummaryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  parameters: { machine: 'authSession', state: 'authenticated' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Ama Mensah' })).toBeVisible();
    await expect(canvas.getByText('demo@example.com')).toBeVisible();
    await expect(canvas.getByText('Verified')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const NotVerified: Story = {
  name: 'Email not verified',
  parameters: { machine: 'authSession', state: 'authenticated.refresh.waiting' },
  args: { isEmailVerified: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not verified')).toBeVisible();
    await expect(canvas.getByText('Check your inbox for the verification link.')).toBeVisible();
  },
};

export const RefreshingTokens: Story = {
  name: 'Refreshing tokens (no visible change)',
  parameters: { machine: 'authSession', state: 'authenticated.refresh.refreshing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
  },
};

export const SessionMonitor: Story = {
  name: 'Session monitor running',
  parameters: { machine: 'authSession', state: 'authenticated.monitor.watching' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your account' })).toBeVisible();
  },
};

export const SigningOut: Story = {
  name: 'Signing out',
  parameters: { machine: 'authSession', state: 'loggingOut' },
  args: { isSigningOut: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Signing out/ })).toBeVisible();
  },
};

export const AdminLanding: Story = {
  name: 'Admin landing',
  args: {
    title: 'Admin Panel',
    intro: 'You are signed in as an administrator. The full admin dashboard is on its way.',
    name: 'Kwame Boateng',
    email: 'ops@example.com',
    roleLabel: 'Administrator',
    links: [{ label: 'Go to Dashboard', href: paths.dashboard }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    await expect(canvas.getByText('Administrator')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', paths.dashboard);
  },
};

export const LongValuesMobile: Story = {
  name: 'Long values (mobile)',
  globals: { viewport: { value: 'mobile' } },
  args: {
    name: 'Nana Akosua Serwaa Ofori-Atta Boakye-Danquah',
    email: 'nana.akosua.serwaa.ofori-atta.boakye-danquah@university.edu.gh',
    isEmailVerified: false,
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
};
