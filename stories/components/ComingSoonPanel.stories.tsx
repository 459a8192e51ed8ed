import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ComingSoonPanel } from '@/components';
import { paths } from '../../src/domain/paths';

const meta = {
  title: 'Components/ComingSoonPanel',
  component: ComingSoonPanel,
  args: { feature: 'Usage & Speed', onBack: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Placeholder for a feature not built yet — the dashboard\'s "Usage & Speed (Coming Soon)" and "Support (Coming Soon)" tabs, admin Settings, two-factor setup — always with a button back to a working place (by default "Back to Billing & Payments"). Give `onBack` (e.g. select the billing tab) or `backHref`. Not for empty data (EmptyState) or errors (Alert).',
      },
    },
  },
} satisfies Meta<typeof ComingSoonPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UsageAndSpeed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Usage & Speed is coming soon' })).toBeInTheDocument();
    await userEvent.tab();
    const back = canvas.getByRole('button', { name: 'Back to Billing & Payments' });
    await expect(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const Support: Story = { args: { feature: 'Support' } };

export const AsLink: Story = {
  args: { feature: 'Settings', backHref: paths.admin, backLabel: 'Back to Overview', onBack: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Overview' })).toHaveAttribute('href', paths.admin);
  },
};

export const TwoFactor: Story = {
  args: {
    feature: 'Two-factor authentication',
    description: 'Two-factor authentication is coming soon!',
    backLabel: 'Back to Security',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { parameters: { theme: 'dark' } };
