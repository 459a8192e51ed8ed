import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, SiteHeader, UserMenu } from '@/components';
import { paths } from '../../src/domain/paths';
import { primaryNav } from '../../src/features/site/navigation';
import { StoryRouting } from '../support/routing';

const navigate = fn().mockName('navigate');

const signIn = (
  <Button href={paths.login} size="sm">
    Sign In
  </Button>
);

const userMenu = (
  <UserMenu
    name="Ama Mensah"
    email="ama.mensah@example.com"
    items={[
      { id: 'dashboard', label: 'Dashboard', href: paths.dashboard },
      { id: 'profile', label: 'Profile', isDisabled: true },
      { id: 'settings', label: 'Settings', isDisabled: true },
      { id: 'sign-out', label: 'Sign Out', tone: 'danger' },
    ]}
  />
);

const meta = {
  title: 'Components/SiteHeader',
  component: SiteHeader,
  args: {
    brandName: 'SkyLink Ghana',
    currentPath: paths.home,
    homeHref: paths.home,
    items: primaryNav,
    account: signIn,
    onMenuOpenChange: fn(),
  },
  argTypes: { account: { control: false }, logo: { control: false } },
  decorators: [
    (Story) => (
      <StoryRouting navigate={navigate}>
        <div style={{ minHeight: '22rem' }}>
          <Story />
        </div>
      </StoryRouting>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The site's top bar: brand (link to /), the primary navigation (Home, Services, About, Support, Contact) and an account slot holding a Sign In link or the UserMenu. The link of the current page gets `aria-current=\"page\"` (exact match or a sub-path; pass `activeHref` for the home page's section in view). Below 768 px the links collapse behind a **Menu** button with `aria-expanded`/`aria-controls`; choosing a link, pressing Escape or pressing outside closes it, Escape returning focus to the button. The account slot stays visible. Render it once, in PageFrame's `header` slot; for the dashboard's own bar use the dashboard layout instead.",
      },
    },
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Services' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', paths.login);
    // The small-screen toggle is not shown on a desktop width.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

export const SignedIn: Story = { args: { account: userMenu, currentPath: paths.dashboard } };

export const ActiveSubPath: Story = {
  name: 'Active link on a sub-page (/support/faq)',
  args: { currentPath: '/support/faq' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Support' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

export const KeyboardTabOrder: Story = {
  name: 'Keyboard: Tab order and focus ring',
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'SkyLink Ghana' })).toHaveFocus();
    for (const name of ['Home', 'Services', 'About', 'Support', 'Contact', 'Sign In']) {
      await userEvent.tab();
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveFocus();
      await expect(link.matches(':focus-visible')).toBe(true);
    }
    navigate.mockClear();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith(paths.login, undefined);
  },
};

export const MobileClosed: Story = {
  name: 'Mobile: collapsed',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Services' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toBeVisible();
  },
};

export const MobileToggle: Story = {
  name: 'Mobile: toggle with Enter, Escape closes and returns focus',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(true);
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await expect(list).not.toBeNull();
    await expect(canvas.getByRole('link', { name: 'Services' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(canvas.queryByRole('link', { name: 'Services' })).toBeNull();
  },
};

export const MobileLinkClosesMenu: Story = {
  name: 'Mobile: choosing a link closes the menu',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'About' }));
    await expect(navigate).toHaveBeenCalledWith('/about', undefined);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const MobileOpenSignedIn: Story = {
  name: 'Mobile: open, signed in',
  args: { account: userMenu, isMenuOpen: true, currentPath: '/about' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const TabletWidth: Story = { globals: { viewport: { value: 'tablet' } }, args: { account: userMenu } };

export const LongBrandOnMobile: Story = {
  name: 'Mobile: long brand name',
  args: { brandName: 'SkyLink Ghana Satellite', account: userMenu },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = { parameters: { theme: 'dark' }, args: { account: userMenu, currentPath: '/services' } };

export const DarkMobileOpen: Story = {
  parameters: { theme: 'dark' },
  args: { isMenuOpen: true },
  globals: { viewport: { value: 'mobile' } },
};

export const MobileOutsideClickCloses: Story = {
  name: 'Mobile: a press outside closes the menu',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(
      canvas.getByRole('link', { name: 'Services' }).closest('nav')?.parentElement?.parentElement ?? document.body,
    );
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  },
};
