import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PackagesScreen } from '../../../src/features/billing/PackagesScreen';
import type { PackagesContext } from '../../../src/features/billing/packages.machine';
import { toPackagesView } from '../../../src/features/billing/packages.view';
import { snapshotAt } from './billingKit';

const base: PackagesContext = { cycle: 'monthly', signedIn: true, viewed: [], selected: null };
const at = (state: string, context: Partial<PackagesContext> = {}) =>
  toPackagesView(snapshotAt(state, { ...base, ...context }));

const meta = {
  title: 'Screens/Billing/Packages',
  component: PackagesScreen,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The public /packages page, one story per state of the `packages` machine: the monthly/yearly toggle with "Save up to 17%", the four plan cards of the catalogue, the mobile money block and the FAQ. Signed-out visitors see a disabled "Login to Subscribe" with Login and Sign Up links. Rendered from the view model; the route wires navigation and analytics.',
      },
    },
  },
  args: { view: at('browsing'), onCycleChange: fn(), onSubscribe: fn(), onPlanViewed: fn() },
} satisfies Meta<typeof PackagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Browsing: Story = {
  parameters: { machine: 'packages', state: 'browsing' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Internet Packages' })).toBeVisible();
    await expect(canvas.getByText('Save up to 17%')).toBeVisible();
    const plans = canvas.getByRole('list', { name: 'Plans' });
    await expect(within(plans).getAllByRole('article')).toHaveLength(4);
    for (const name of ['Basic Internet', 'Standard Internet', 'Premium Internet', 'Business Internet']) {
      await expect(within(plans).getByRole('heading', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('heading', { name: 'Pay with Mobile Money' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    const standard = within(plans).getByRole('article', { name: 'Standard Internet' });
    await userEvent.click(within(standard).getByRole('button', { name: /^Subscribe/ }));
    await expect(args.onSubscribe).toHaveBeenCalledWith('plan_standard_monthly');
    await userEvent.click(canvas.getByRole('radio', { name: /Yearly/ }));
    await expect(args.onCycleChange).toHaveBeenCalledWith('yearly');
    // the cards are visible in the canvas: each reports itself viewed once it is half visible
    await expect(args.onPlanViewed).toHaveBeenCalledWith('plan_basic_monthly');
  },
};

export const BrowsingYearlySignedOut: Story = {
  name: 'Browsing: yearly, signed out',
  parameters: { machine: 'packages', state: 'browsing' },
  args: { view: at('browsing', { cycle: 'yearly', signedIn: false }) },
  play: async ({ canvas }) => {
    const standard = canvas.getByRole('article', { name: 'Standard Internet' });
    await expect(within(standard).getByRole('button', { name: 'Login to Subscribe' })).toBeDisabled();
    await expect(within(standard).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      `/login?from=${encodeURIComponent('/payment/mobile-money/plan_standard_monthly?cycle=yearly')}`,
    );
    await expect(within(standard).getByRole('link', { name: /Sign Up/i })).toHaveAttribute('href', '/signup');
    await expect(within(standard).getByText('GH₵ 1,000.00', { exact: false })).toBeVisible();
  },
};

export const Leaving: Story = {
  parameters: { machine: 'packages', state: 'leaving' },
  args: { view: at('leaving', { selected: 'plan_standard_monthly' }) },
  play: async ({ canvas }) => {
    const standard = canvas.getByRole('article', { name: 'Standard Internet' });
    await expect(within(standard).getByRole('button')).toHaveAttribute('aria-disabled', 'true');
  },
};
