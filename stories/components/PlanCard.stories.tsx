import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlanCard } from '@/components';
import { paths } from '../../src/domain/paths';
import { yearlySavingsNote } from '../../src/domain/plans';
import { StoryRouting } from '../support/routing';
import { samplePlans } from './fixtures/plans';

const navigate = fn().mockName('navigate');
const [student, home, business] = samplePlans as [
  (typeof samplePlans)[0],
  (typeof samplePlans)[0],
  (typeof samplePlans)[0],
];

const meta = {
  title: 'Components/PlanCard',
  component: PlanCard,
  args: { ...student, cycle: 'monthly', onSelect: fn(), loginHref: paths.login, signupHref: paths.signup },
  decorators: [
    (Story) => (
      <StoryRouting navigate={navigate}>
        <div style={{ maxWidth: '22rem' }}>
          <Story />
        </div>
      </StoryRouting>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "One plan in a plan grid: badge ('Most Popular', 'Best Value', 'Enterprise'), name, price in GH₵ per month or per year (yearly shows the caller's `savingsNote`: the plan rule `yearlySavingsNote` in src/domain/plans.ts computes the saving as (12 x monthly - yearly) / (12 x monthly)), speed, data ('Unlimited' when the cap is 0, else GB), features and the call to action. The 'Most Popular' plan gets an accent outline and a primary button. `ctaHref` makes the action a link (Get Started to /contact); `onSelect` a button (Subscribe). `isSignedOut` shows the product's disabled 'Login to Subscribe' with Login and Sign Up links. Place cards in a grid under a BillingCycleToggle; for a plan summary inside a payment step use DescriptionList.",
      },
    },
  },
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MostPopularMonthly: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: 'Student' });
    await expect(within(card).getByText('Most Popular')).toBeVisible();
    await expect(card).toHaveTextContent('GH₵ 100.00/month');
    await expect(card).toHaveTextContent('25 Mbps');
    await expect(card).toHaveTextContent('Unlimited');
    await userEvent.tab();
    const cta = canvas.getByRole('button', { name: 'Subscribe: Student' });
    await expect(cta).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const Yearly: Story = {
  args: { cycle: 'yearly' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Student' });
    await expect(card).toHaveTextContent('GH₵ 1,100.00/year');
    await expect(card).toHaveTextContent('Save 8% (GH₵ 100.00 a year)');
  },
};

export const NoBadge: Story = { args: { ...home, cycle: 'monthly' } };
export const Enterprise: Story = { args: { ...business, cycle: 'yearly' } };
export const BestValue: Story = { args: { ...home, badge: 'Best Value', cycle: 'monthly' } };

export const DataCap: Story = {
  name: 'Data cap in GB',
  args: {
    name: 'Basic Internet',
    speedMbps: 10,
    dataCapGb: 100,
    priceMonthly: 5_000,
    priceYearly: 50_000,
    savingsNote: yearlySavingsNote({ priceMonthly: 5_000, priceYearly: 50_000 }),
    badge: null,
    features: ['100 GB data'],
    cycle: 'yearly',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('100 GB')).toBeVisible();
    await expect(canvas.getByText('Save 17% (GH₵ 100.00 a year)')).toBeVisible();
  },
};

export const SignedOut: Story = {
  name: "Signed out: disabled 'Login to Subscribe'",
  args: { isSignedOut: true },
  play: async ({ canvas, args }) => {
    const disabled = canvas.getByRole('button', { name: 'Login to Subscribe' });
    await expect(disabled).toBeDisabled();
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', paths.login);
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', paths.signup);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveFocus();
  },
};

export const LinkAction: Story = {
  name: 'Get Started link',
  args: { ctaLabel: 'Get Started', ctaHref: '/contact' },
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'Get Started: Student' }));
    await expect(navigate).toHaveBeenCalledWith('/contact', undefined);
  },
};

export const Pending: Story = { args: { isPending: true } };

export const LongText: Story = {
  args: {
    name: 'Business Premium Satellite Internet with Redundant Backup Link',
    description:
      'For offices across Greater Accra, Ashanti and the Northern region that cannot afford downtime at any hour.',
    features: [
      'Unlimited data with no fair-usage throttling during business hours',
      'Premium 24/7 support with a named account manager',
      'Same-day setup',
    ],
    priceMonthly: 1_200_000,
    priceYearly: 13_200_000,
    savingsNote: yearlySavingsNote({ priceMonthly: 1_200_000, priceYearly: 13_200_000 }),
    cycle: 'yearly',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = {
  parameters: { theme: 'dark' },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 16 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      <PlanCard {...args} />
      <PlanCard {...args} {...home} isSignedOut />
    </>
  ),
};
