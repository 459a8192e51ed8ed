import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, DashboardSidebar } from '@/components';
import { StoryRouting } from '../support/routing';
import { dashboardItems } from './fixtures/dashboardItems';

const navigate = fn().mockName('navigate');

const meta = {
  title: 'Components/DashboardSidebar',
  component: DashboardSidebar,
  args: { items: dashboardItems, activeId: 'billing', onSelect: fn() },
  argTypes: { items: { control: false }, footer: { control: false } },
  render: function Render(args) {
    const [active, setActive] = useState(args.activeId);
    return (
      <StoryRouting navigate={navigate}>
        <div style={{ maxWidth: '16rem' }}>
          <DashboardSidebar
            {...args}
            activeId={active}
            onSelect={(id) => {
              setActive(id);
              args.onSelect?.(id);
            }}
          />
        </div>
      </StoryRouting>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          "The dashboard's section navigation. The current item has `aria-current=\"page\"`. Items with `href` are links, others buttons calling `onSelect(id)`. `isComingSoon` adds a 'Coming Soon' badge but keeps the item usable, so the screen can show its coming-soon panel with a way back (product rule: Account Overview, Usage & Speed and Support); `isDisabled` removes an item from use and from the Tab order. Place it in DashboardShell's sidebar slot; use SiteHeader for the public site and Tabs for panels within one section.",
      },
    },
  },
} satisfies Meta<typeof DashboardSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BillingActive: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Billing & Payments' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Usage & Speed Coming Soon' })).not.toHaveAttribute('aria-current');
  },
};

export const KeyboardComingSoon: Story = {
  name: 'Keyboard: Tab through, Enter on a Coming Soon item selects it',
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Account Overview Coming Soon' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const usage = canvas.getByRole('button', { name: 'Usage & Speed Coming Soon' });
    await expect(usage).toHaveFocus();
    await expect(usage).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('usage');
    await expect(usage).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};

export const LinkNavigates: Story = {
  args: { activeId: 'usage' },
  play: async ({ canvas, args }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Billing & Payments' }));
    await expect(navigate).toHaveBeenCalledWith('/dashboard/billing', undefined);
    await expect(args.onSelect).toHaveBeenCalledWith('billing');
  },
};

export const DisabledItem: Story = {
  args: {
    items: [...dashboardItems.slice(0, 2), { id: 'reports', label: 'Reports', isDisabled: true }],
  },
  play: async ({ canvas, args }) => {
    const reports = canvas.getByRole('button', { name: 'Reports' });
    await expect(reports).toBeDisabled();
    await userEvent.click(reports, { pointerEventsCheck: 0 });
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const WithHeadingAndFooter: Story = {
  args: {
    heading: 'Admin',
    items: [
      { id: 'overview', label: 'Overview' },
      { id: 'users', label: 'User Management' },
      { id: 'security', label: 'Security' },
      { id: 'status', label: 'System Status' },
      { id: 'audit', label: 'Audit Logs' },
      { id: 'settings', label: 'System Settings', isComingSoon: true },
    ],
    activeId: 'overview',
    footer: (
      <Button variant="ghost" fullWidth>
        Logout
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  },
};

export const LongLabels: Story = {
  args: {
    items: [
      ...dashboardItems,
      { id: 'long', label: 'Download receipts and statements for your accountant', isComingSoon: true },
    ],
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
