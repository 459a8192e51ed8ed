import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserMenu, type UserMenuItem } from '@/components';
import { adminMenuItems } from '../../src/domain/adminAreas';
import { paths } from '../../src/domain/paths';
import { StoryRouting } from '../support/routing';

const navigate = fn().mockName('navigate');

/** The site header's items for a signed-in user (the top navigation of the site). */
const siteItems = (isAdmin: boolean): UserMenuItem[] => [
  { id: 'dashboard', label: 'Dashboard', href: paths.dashboard },
  { id: 'profile', label: 'Profile', href: '/profile', isDisabled: true },
  { id: 'settings', label: 'Settings', href: '/settings', isDisabled: true },
  ...adminMenuItems(isAdmin),
  { id: 'sign-out', label: 'Sign Out', tone: 'danger' },
];

const meta = {
  title: 'Components/UserMenu',
  component: UserMenu,
  args: {
    name: 'Ama Mensah',
    email: 'ama.mensah@example.com',
    items: siteItems(false),
    onAction: fn(),
  },
  decorators: [
    (Story) => (
      <StoryRouting navigate={navigate}>
        <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: '22rem' }}>
          <Story />
        </div>
      </StoryRouting>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "The signed-in user's menu for the header, built on react-aria `MenuTrigger`, `Menu` and `Popover`. The button shows the avatar and name (name hidden below 768 px); the menu opens with the name and email, then the items. Items are `{ id, label, href?, onAction?, isDisabled?, isHidden?, note?, tone? }`: `href` navigates through react-aria's RouterProvider, disabled items stay visible with a 'Coming soon' note, hidden items are left out (Admin Panel for non-admins), `tone: 'danger'` puts Sign Out last after a separator. The menu's `onAction(id)` receives every choice. Keyboard: Enter/Space/ArrowDown open, arrows move (disabled items are skipped), Escape or an outside click closes and focus returns to the button. Use it only for account actions; for a signed-out visitor render a Sign In link instead.",
      },
    },
  },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const triggerName = /^Ama Mensah\s*, account menu$/;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: triggerName });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const KeyboardNavigation: Story = {
  name: 'Keyboard: Tab, Enter, arrows skip disabled, Escape',
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: triggerName });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    const menu = await body().findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(menu).getByText('ama.mensah@example.com')).toBeVisible();
    const dashboard = within(menu).getByRole('menuitem', { name: 'Dashboard' });
    await waitFor(() => expect(dashboard).toHaveFocus());
    await expect(within(menu).getByRole('menuitem', { name: /Profile/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(menu).getByRole('menuitem', { name: /Settings/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(menu).queryByRole('menuitem', { name: 'Admin Panel' })).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const ChooseSignOut: Story = {
  name: 'Choosing Sign Out with Enter',
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: triggerName });
    await userEvent.click(trigger);
    const menu = await body().findByRole('menu');
    within(menu).getByRole('menuitem', { name: 'Sign Out' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('sign-out');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  },
};

export const LinkItemNavigates: Story = {
  name: 'A link item navigates through the router',
  play: async ({ canvas, args }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: triggerName }));
    const menu = await body().findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Dashboard' }));
    await expect(navigate).toHaveBeenCalledWith(paths.dashboard, undefined);
    await expect(args.onAction).toHaveBeenCalledWith('dashboard');
  },
};

export const DisabledItemIgnoresClicks: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: triggerName }));
    const menu = await body().findByRole('menu');
    const profile = within(menu).getByRole('menuitem', { name: /Profile/ });
    await expect(within(profile).getByText('Coming soon')).toBeVisible();
    await userEvent.click(profile, { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(body().getByRole('menu')).toBeVisible();
  },
};

export const ClosesOnOutsideClick: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: triggerName }));
    await body().findByRole('menu');
    await userEvent.click(document.body);
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const AdminOpen: Story = {
  name: 'Admin (Admin Panel and Admin Dashboard shown)',
  args: { defaultOpen: true, name: 'Kofi Boateng', email: 'kofi.admin@example.com', items: siteItems(true) },
  play: async () => {
    const menu = await body().findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute('href', paths.admin);
    await expect(within(menu).getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      paths.adminDashboard,
    );
  },
};

export const DashboardMenu: Story = {
  name: 'Dashboard header (Reset Password coming soon)',
  args: {
    defaultOpen: true,
    items: [
      { id: 'reset-password', label: 'Reset Password', isDisabled: true },
      { id: 'sign-out', label: 'Sign Out', tone: 'danger' },
    ],
  },
};

export const WithPhoto: Story = {
  args: {
    avatarSrc:
      'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="%231d4ed8"/><circle cx="20" cy="16" r="7" fill="%23bfdbfe"/><rect x="8" y="26" width="24" height="14" rx="7" fill="%23bfdbfe"/></svg>',
  },
};

export const LongNameAndEmail: Story = {
  args: {
    defaultOpen: true,
    name: 'Nana Akosua Serwaa Asantewaa-Owusu Boakye',
    email: 'nana.akosua.serwaa.asantewaa.owusu.boakye@university-of-ghana.example.edu.gh',
  },
};

export const MobileRightEdge: Story = {
  name: 'Mobile: right edge of a 360 px screen',
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const menu = await body().findByRole('menu');
    const rect = menu.getBoundingClientRect();
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    // Only the avatar shows on small screens; the name is still the button's accessible name.
    const name = canvas.getByText('Ama Mensah', { selector: 'span' });
    await expect(name.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole('button', { name: triggerName })).toBeInTheDocument();
  },
};

export const Dark: Story = { args: { defaultOpen: true }, parameters: { theme: 'dark' } };
