import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComingSoonPanel } from '@/components';
import { AdminPanelScreen } from '../../../src/features/admin/AdminPanelScreen';
import type { AdminTab } from '../../../src/features/admin/tabs';

const onSignOut = fn();
const onTabChange = fn();

function Panel({ initialTab }: { initialTab: AdminTab }) {
  const [tab, setTab] = useState<AdminTab>(initialTab);
  const text = (t: string) => <p>{t} content</p>;
  return (
    <AdminPanelScreen
      name="Kwame Boateng"
      roleLabel="Administrator"
      tab={tab}
      onTabChange={(next) => {
        onTabChange(next);
        setTab(next);
      }}
      onSignOut={onSignOut}
      panels={{
        overview: text('Overview'),
        analytics: text('Analytics'),
        customers: text('Customers'),
        network: text('Network'),
        support: text('Support'),
        outbox: text('Outbox'),
        settings: <ComingSoonPanel feature="Settings" headingLevel={2} />,
      }}
    />
  );
}

const meta = {
  title: 'Flows/Admin/Admin panel',
  component: Panel,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The admin panel's frame (spec billing §2): the admin's given and family name labelled Administrator, a sign-out, and the tabs overview, analytics, customers, network, support, outbox (mail and SMS kept outside production) and settings (coming soon). The route keeps the tab in ?tab= so links and Back work.",
      },
    },
  },
  args: { initialTab: 'overview' },
  beforeEach: () => {
    onSignOut.mockClear();
    onTabChange.mockClear();
  },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  name: 'Header, keyboard tabs and sign-out',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    await expect(canvas.getByText('Kwame Boateng')).toBeVisible();
    await expect(canvas.getByText('Administrator')).toBeVisible();
    // the other admin area
    await expect(canvas.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin-dashboard');
    const tabs = canvas.getByRole('tablist', { name: 'Admin panel sections' });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Overview', 'Analytics', 'Customers', 'Network', 'Support', 'Outbox', 'SettingsComing Soon']);
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    await expect(onTabChange).toHaveBeenLastCalledWith('network');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Network content');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const Settings: Story = {
  name: 'Settings: coming soon',
  args: { initialTab: 'settings' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Settings is coming soon' })).toBeVisible();
  },
};
