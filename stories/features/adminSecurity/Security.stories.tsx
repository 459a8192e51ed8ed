import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SecurityScreen } from '../../../src/features/adminSecurity/SecurityScreen';
import { toSecurityView } from '../../../src/features/adminSecurity/security.view';
import { emptySecurity, securityData, securityIn } from './securityKit';

const view = (state: string, context = {}) => toSecurityView(securityIn(state, context));
const unlockPending = {
  kind: 'unlock' as const,
  id: '11111111-1111-4111-8111-111111111111',
  label: 'demo@example.com',
  reason: '',
};

const meta = {
  title: 'Screens/Admin/Security',
  component: SecurityScreen,
  parameters: {
    docs: {
      description: {
        component:
          'The admin console’s Security section, one story per state of the `security` machine: loading, failed ' +
          '(‘Failed to load dashboard data’), ready (locked accounts with Unlock, failed sign-ins, active sessions with ' +
          'Revoke; the admin’s own session is marked and cannot be revoked here), refreshing, confirming (a reason is ' +
          'required) and acting.',
      },
    },
  },
  args: {
    view: view('ready', { data: securityData }),
    onRefresh: fn(),
    onUnlock: fn(),
    onRevoke: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof SecurityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Wait until the modal has entered, as a person sees it before acting. Until react-aria drops
 * `data-entering` from the overlay and the modal, their fade-and-rise animation holds the dialog at or near
 * its first keyframe (opacity 0), and on a loaded machine the first frames come late, so a `toBeVisible()`
 * of what a click just showed fails there. The story browser prefers reduced motion (0 ms durations,
 * vitest.config.ts), but the play function also runs in Storybook's own panel with full motion.
 */
const entered = (dialog: HTMLElement) =>
  waitFor(() => expect(dialog.closest('[data-entering]')).toBeNull(), { timeout: 5_000 });

export const Loading: Story = {
  parameters: { machine: 'security', state: 'loading' },
  args: { view: view('loading') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Security' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading security data...');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Failed: Story = {
  parameters: { machine: 'security', state: 'failed' },
  args: { view: view('failed', { error: 'Failed to load dashboard data' }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load dashboard data');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

export const Ready: Story = {
  parameters: { machine: 'security', state: 'ready' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/locked after 5 failed sign-ins within 15 minutes/)).toBeVisible();
    const locked = canvas.getByRole('table', { name: 'Locked accounts' });
    await expect(within(locked).getByRole('rowheader', { name: 'Ama Mensah' })).toBeVisible();
    await userEvent.click(within(locked).getByRole('button', { name: 'Unlock demo@example.com' }));
    await expect(args.onUnlock).toHaveBeenCalledWith({
      id: '11111111-1111-4111-8111-111111111111',
      label: 'demo@example.com',
    });
    const failed = canvas.getByRole('table', { name: 'Failed sign-ins' });
    await expect(within(failed).getByText('198.51.100.4')).toBeVisible();
    await expect(within(failed).getByText('guess@example.com')).toBeVisible();
    await expect(within(failed).getByText(/No such account/)).toBeVisible();
    const sessions = canvas.getByRole('table', { name: 'Active sessions' });
    await expect(canvas.getByText('Showing 2 of 2 active sessions')).toBeVisible();
    // the admin's own session: marked, no Revoke
    await expect(within(sessions).getByText('This session')).toBeVisible();
    await expect(within(sessions).getAllByRole('button', { name: /^Revoke/ })).toHaveLength(1);
    // keyboard: Revoke is reachable and pressed with Enter
    within(sessions)
      .getByRole('button', { name: /^Revoke session of demo@example.com/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRevoke).toHaveBeenCalledWith({
      id: '33333333-3333-4333-8333-333333333333',
      label: 'demo@example.com',
    });
  },
};

export const ReadyEmpty: Story = {
  name: 'Ready (nothing to show)',
  parameters: { machine: 'security', state: 'ready' },
  args: { view: view('ready', { data: emptySecurity }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No account is locked.')).toBeVisible();
    await expect(canvas.getByText('No failed sign-ins are counting against the limits.')).toBeVisible();
    await expect(canvas.getByText('No active sessions.')).toBeVisible();
  },
};

export const ReadyAfterAction: Story = {
  name: 'Ready (after an unlock)',
  parameters: { machine: 'security', state: 'ready' },
  args: {
    view: view('ready', {
      data: emptySecurity,
      notice: 'Account unlocked. Its failed sign-ins were cleared.',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Account unlocked. Its failed sign-ins were cleared.');
  },
};

export const ReadyStale: Story = {
  name: 'Ready (a refresh failed, last lists kept)',
  parameters: { machine: 'security', state: 'ready' },
  args: { view: view('ready', { data: securityData, error: 'Failed to load dashboard data' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load dashboard data');
    await expect(canvas.getByRole('table', { name: 'Active sessions' })).toBeVisible();
  },
};

export const Refreshing: Story = {
  parameters: { machine: 'security', state: 'refreshing' },
  args: { view: view('refreshing', { data: securityData }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Refreshing/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('table', { name: 'Locked accounts' })).toBeVisible();
  },
};

export const Confirming: Story = {
  parameters: { machine: 'security', state: 'confirming' },
  args: { view: view('confirming', { data: securityData, pending: unlockPending }) },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: 'Unlock this account?' });
    await entered(dialog);
    await expect(dialog).toHaveTextContent('Clear the failed sign-ins of demo@example.com');
    // a reason is required
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlock account' }));
    await expect(within(dialog).getByText('Give a reason of 3 to 500 characters')).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Customer called, ID checked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlock account' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('Customer called, ID checked');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onCancel).toHaveBeenCalled());
  },
};

export const ConfirmingRefused: Story = {
  name: 'Confirming (the server refused)',
  parameters: { machine: 'security', state: 'confirming' },
  args: {
    view: view('confirming', {
      data: securityData,
      pending: { ...unlockPending, kind: 'revoke', id: '33333333-3333-4333-8333-333333333333' },
      actionError: 'This session has already ended',
    }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: 'Revoke this session?' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('This session has already ended');
  },
};

export const Acting: Story = {
  parameters: { machine: 'security', state: 'acting' },
  args: {
    view: view('acting', { data: securityData, pending: { ...unlockPending, reason: 'Customer called' } }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: 'Unlock this account?' });
    await expect(within(dialog).getByRole('button', { name: /Unlocking/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
