import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PackagesScreen } from '../../../src/features/billing/PackagesScreen';
import { providePackages } from '../../../src/features/billing/packages.machine';
import { toPackagesView } from '../../../src/features/billing/packages.view';
import { useMachineView } from '../../../src/machines/useMachineView';

const track = fn();
const goToPayment = fn();
const goToLogin = fn();

function ConnectedPackages({ signedIn }: { signedIn: boolean }) {
  const [view, send] = useMachineView(
    () => providePackages({ track, goToPayment, goToLogin }),
    (snapshot) => toPackagesView(snapshot),
    { input: { signedIn } },
  );
  return (
    <PackagesScreen
      view={view}
      onCycleChange={(cycle) => send({ type: 'cycle.change', cycle })}
      onSubscribe={(planId) => send({ type: 'plan.subscribe', planId })}
      onPlanViewed={(planId) => send({ type: 'plan.viewed', planId })}
    />
  );
}

const meta = {
  title: 'Flows/Billing/Packages',
  component: ConnectedPackages,
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
} satisfies Meta<typeof ConnectedPackages>;

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
