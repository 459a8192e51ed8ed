import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { plansOf } from '../../../src/domain/plans';
import { HomePackages } from '../../../src/features/site/HomePackages';
import { withStoryRouting } from '../../support/routing';

const meta = {
  title: 'Screens/Home/Packages',
  component: HomePackages,
  decorators: [withStoryRouting],
  parameters: {
    docs: {
      description: {
        component:
          "The home page's Packages section body, one story per state of the `billingCycle` machine (monthly by default, yearly). Plans are the residential family of src/domain/plans.ts; only Student carries a badge here (Most Popular).",
      },
    },
  },
  args: { plans: plansOf('residential'), cycle: 'monthly', onCycleChange: fn() },
} satisfies Meta<typeof HomePackages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Monthly: Story = {
  parameters: { machine: 'billingCycle', state: 'monthly' },
  play: async ({ canvas, args }) => {
    const cards = canvas.getAllByRole('article');
    await expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Student', 'Home', 'Business']);
    await expect(within(cards[0] as HTMLElement).getByText('Most Popular')).toBeVisible();
    await expect(canvas.queryByText('Enterprise')).toBeNull();
    await expect(within(cards[1] as HTMLElement).getByText(/850\.00/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /Yearly/ }));
    await expect(args.onCycleChange).toHaveBeenCalledWith('yearly');
  },
};

export const Yearly: Story = {
  parameters: { machine: 'billingCycle', state: 'yearly' },
  args: { cycle: 'yearly' },
  play: async ({ canvas }) => {
    const [student, home, business] = canvas.getAllByRole('article') as HTMLElement[];
    await expect(within(student as HTMLElement).getByText(/1,100\.00/)).toBeVisible();
    await expect(within(home as HTMLElement).getByText(/9,350\.00/)).toBeVisible();
    await expect(within(business as HTMLElement).getByText(/13,200\.00/)).toBeVisible();
    // the toggle's saving is the one the prices give, the same as each card's (11 months' price for 12)
    // one saving, the one the prices give: the toggle's badge says what each card says (8%)
    await expect(within(student as HTMLElement).getByText(/^Save 8% \(/)).toBeVisible();
    await expect(canvas.getByText('Save 8%', { exact: true })).toBeVisible();
    await expect(canvas.queryByText(/Save 20%/)).toBeNull();
  },
};
