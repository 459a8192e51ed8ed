import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DashboardShell, DashboardSidebar } from '@/components';
import { StoryRouting } from '../support/routing';
import { dashboardItems } from './fixtures/dashboardItems';

const meta = {
  title: 'Components/DashboardShell',
  component: DashboardShell,
  args: {
    header: <strong>Billing &amp; Payments</strong>,
    sidebar: null,
    children: <p>Main content</p>,
    onSidebarOpenChange: fn(),
  },
  argTypes: { header: { control: false }, sidebar: { control: false }, children: { control: false } },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [active, setActive] = useState('billing');
    return (
      <StoryRouting navigate={fn()}>
        <DashboardShell
          {...args}
          isSidebarOpen={open}
          onSidebarOpenChange={(v) => {
            setOpen(v);
            args.onSidebarOpenChange?.(v);
          }}
          sidebar={
            <DashboardSidebar
              items={dashboardItems}
              activeId={active}
              onSelect={(id) => {
                setActive(id);
                setOpen(false);
              }}
            />
          }
        />
      </StoryRouting>
    );
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The signed-in dashboard's frame: skip link, sticky header (sidebar toggle + your title, NotificationBell and UserMenu), the sidebar and the `main` landmark. From 1024 px the sidebar sits at the side; below, the header's 'Dashboard menu' button (aria-expanded) opens it as a modal drawer: focus moves in and is trapped, Escape, a click outside or the Close button closes it and focus returns to the toggle. Close it from `onSelect` when an item is chosen. Public pages use PageFrame and SiteHeader instead.",
      },
    },
  },
} satisfies Meta<typeof DashboardShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('Main content');
    await expect(canvas.queryByRole('button', { name: 'Dashboard menu' })).toBeNull();
  },
};

export const MobileDrawer: Story = {
  name: 'Mobile: drawer opens with Enter, Escape closes and returns focus',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Dashboard' })).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Dashboard menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Dashboard menu' });
    await expect(args.onSidebarOpenChange).toHaveBeenLastCalledWith(true);
    // The drawer fades and slides in; wait for the animation before checking visibility.
    await waitFor(() => expect(within(dialog).getByRole('navigation', { name: 'Dashboard' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

export const MobileChoosingClosesDrawer: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dashboard menu' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Dashboard menu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Support Coming Soon' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const MobileClose: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dashboard menu' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Dashboard menu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
