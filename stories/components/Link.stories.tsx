import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChevronLeftIcon, Link } from '@/components';
import { paths } from '../../src/domain/paths';
import { StoryRouting } from '../support/routing';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: paths.forgotPassword, children: 'Forgot password?' },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone', 'subtle'] } },
  parameters: {
    docs: {
      description: {
        component:
          'Navigation (react-aria `Link`). App paths go through react-aria\'s `RouterProvider`, which the app wires to react-router, so they navigate without a reload. Use **inline** inside sentences (always underlined), **standalone** for links on their own line ("Forgot password?", "Back to Home"; 24 px tall target) and **subtle** in footers and meta text. `external` opens a new tab and says so to screen readers. For actions use Button; for a navigation that should look like a button use Button with `href`.',
      },
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Already have an account?{' '}
      <Link {...args} href={paths.login}>
        Sign in
      </Link>
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', paths.login);
  },
};

export const Standalone: Story = { args: { variant: 'standalone' } };

export const WithIcon: Story = {
  args: { variant: 'standalone', href: '/', children: 'Back to Home', icon: <ChevronLeftIcon /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
  },
};

export const Subtle: Story = { args: { variant: 'subtle', href: '/privacy', children: 'Privacy Policy' } };

export const External: Story = {
  args: { href: 'https://status.example.com', children: 'Network Status', external: true, variant: 'standalone' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Network Status (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Mail: Story = {
  args: { href: 'mailto:support@example.com?subject=Remote%20Support', children: 'Remote Support' },
};

const routerNavigate = fn();

/** With a RouterProvider (as in the app), Enter on a focused link navigates client-side. */
export const KeyboardClientNavigation: Story = {
  name: 'Keyboard: Tab and Enter navigate through the router',
  render: (args) => (
    <StoryRouting navigate={routerNavigate}>
      <Link {...args} />
    </StoryRouting>
  ),
  play: async ({ canvas }) => {
    routerNavigate.mockClear();
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Forgot password?' });
    await expect(link).toHaveFocus();
    await expect(link.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect(routerNavigate).toHaveBeenCalledTimes(1);
    await expect(routerNavigate.mock.calls[0]?.[0]).toBe(paths.forgotPassword);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LongTextOnMobile: Story = {
  args: {
    variant: 'standalone',
    href: '/support#faq',
    children: 'Read the Knowledge Base articles about installing your satellite dish in the Ashanti Region',
  },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <p>
        Already have an account? <Link href={paths.login}>Sign in</Link>
      </p>
      <Link variant="standalone" href={paths.forgotPassword}>
        Forgot password?
      </Link>
      <Link variant="subtle" href="/privacy">
        Privacy Policy
      </Link>
      <Link variant="standalone" href="https://status.example.com" external>
        Network Status
      </Link>
    </div>
  ),
};
