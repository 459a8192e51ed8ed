import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConnectedPackages } from '../../../src/features/billing/ConnectedPackages';
import * as packagesMachine from '../../../src/features/billing/packages.machine';
import { runNow } from '../../support/runNow';

const machine = runNow(packagesMachine);

const track = fn();
const goToPayment = fn();
const goToLogin = fn();

/** The page's connected screen (what the route renders) with the story's doubles as its services. */
function PackagesFlow({ signedIn }: { signedIn: boolean }) {
  return <ConnectedPackages machine={machine} signedIn={signedIn} services={{ track, goToPayment, goToLogin }} />;
}

const meta = {
  title: 'Flows/Billing/Packages',
  component: PackagesFlow,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The real `packages` machine driving PackagesScreen with navigation and analytics mocked: the cycle toggle changes every price, Subscribe leaves for the payment page of the plan and cycle, and each card is tracked once when half visible.',
      },
    },
  },
  args: { signedIn: true },
  beforeEach: () => {
    track.mockClear();
    goToPayment.mockClear();
    goToLogin.mockClear();
  },
} satisfies Meta<typeof PackagesFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubscribesYearly: Story = {
  name: 'Subscribes yearly (browsing -> leaving)',
  parameters: { machine: 'packages', state: 'leaving' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Yearly/ }));
    const premium = canvas.getByRole('article', { name: 'Premium Internet' });
    await expect(within(premium).getByText('GH₵ 2,000.00', { exact: false })).toBeVisible();
    await userEvent.click(within(premium).getByRole('button', { name: /^Subscribe/ }));
    await expect(goToPayment).toHaveBeenCalledWith({ planId: 'plan_premium_monthly', cycle: 'yearly' });
    await waitFor(() =>
      expect(track.mock.calls.filter(([event]) => event === 'package_viewed').length).toBeGreaterThan(0),
    );
    const viewed = track.mock.calls
      .filter(([event]) => event === 'package_viewed')
      .map(([, props]) => props.package_id);
    await expect(new Set(viewed).size).toBe(viewed.length);
  },
};

export const BrowsesSignedOut: Story = {
  name: 'Browses signed out (browsing)',
  parameters: { machine: 'packages', state: 'browsing' },
  args: { signedIn: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Login to Subscribe' })).toHaveLength(4);
    await expect(goToPayment).not.toHaveBeenCalled();
  },
};
