import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConnectedSecurity } from '../../../src/features/adminSecurity/ConnectedSecurity';
import { ConnectedSystemStatus } from '../../../src/features/adminSecurity/ConnectedSystemStatus';
import type { SecurityResponse } from '../../../src/features/adminSecurity/contract';
import { emptySecurity, healthData, securityData } from './securityKit';

/** The ConnectedSystemStatus and ConnectedSecurity the admin console renders, with the API mocked. */
function Connected({
  unlockAccount,
  revokeSession,
}: {
  unlockAccount: (id: string, reason: string) => Promise<{ message: string }>;
  revokeSession: (id: string, reason: string) => Promise<{ message: string }>;
}) {
  const [services] = useState(() => {
    let loads = 0;
    return {
      // the first load shows the lock; after the unlock the list is empty
      loadSecurity: async (): Promise<SecurityResponse> => {
        loads += 1;
        return loads === 1 ? securityData : { ...securityData, lockedAccounts: emptySecurity.lockedAccounts };
      },
      unlockAccount,
      revokeSession,
    };
  });
  return (
    <>
      <ConnectedSystemStatus services={{ loadHealth: async () => healthData }} />
      <ConnectedSecurity services={services} />
    </>
  );
}

const meta = {
  title: 'Flows/Admin/Security and System Status',
  component: Connected,
  parameters: {
    docs: {
      description: {
        component:
          'The real `security` and `systemStatus` machines with mocked API calls: unlock an account by keyboard ' +
          '(confirmation with a reason, the call, the notice, the reloaded list), and a revoke the server refuses.',
      },
    },
  },
  args: {
    unlockAccount: fn(async () => ({ message: 'Account unlocked. Its failed sign-ins were cleared.' })),
    revokeSession: fn(async () => {
      throw new Error('This session has already ended');
    }),
  },
} satisfies Meta<typeof Connected>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnlockByKeyboard: Story = {
  name: 'Unlock an account by keyboard',
  parameters: { machine: 'security', state: 'acting' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(await canvas.findByText('Working (circuit closed)')).toBeVisible();
    const locked = await canvas.findByRole('table', { name: 'Locked accounts' });
    within(locked).getByRole('button', { name: 'Unlock demo@example.com' }).focus();
    await userEvent.keyboard('{Enter}');
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: 'Unlock this account?' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Reason/ }));
    await userEvent.keyboard('Customer called, ID checked');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Unlock account' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.unlockAccount).toHaveBeenCalledWith(
        '11111111-1111-4111-8111-111111111111',
        'Customer called, ID checked',
      ),
    );
    await expect(await canvas.findByText('Account unlocked. Its failed sign-ins were cleared.')).toBeVisible();
    await expect(await canvas.findByText('No account is locked.')).toBeVisible();
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
};

export const RevokeRefused: Story = {
  name: 'A revoke the server refuses',
  parameters: { machine: 'security', state: 'confirming' },
  play: async ({ canvas, canvasElement }) => {
    const sessions = await canvas.findByRole('table', { name: 'Active sessions' });
    await userEvent.click(within(sessions).getByRole('button', { name: /^Revoke session of demo@example.com/ }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: 'Revoke this session?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Lost phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke session' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('This session has already ended');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
};
