import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressSteps } from '@/components';

const meta = {
  title: 'Components/ProgressSteps',
  component: ProgressSteps,
  args: { current: 0 },
  argTypes: { current: { control: { type: 'number', min: 0, max: 3 } } },
  parameters: {
    docs: {
      description: {
        component:
          'Shows where the person is in a multi-step flow; by default the payment progress bar with Plan Details, Payment and Complete. It is an ordered list: the current step carries aria-current="step" and finished steps say "completed". Not interactive and not for navigation between pages (use Tabs).',
      },
    },
  },
} satisfies Meta<typeof ProgressSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlanDetails: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Payment progress' });
    await expect(list).toBeInTheDocument();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('Plan Details');
  },
};

export const Payment: Story = {
  args: { current: 1 },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Plan Details (completed)');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).not.toHaveAttribute('aria-current');
  },
};

export const Complete: Story = { args: { current: 2 } };

export const AllDone: Story = {
  args: { current: 3 },
  play: async ({ canvas }) => {
    for (const item of canvas.getAllByRole('listitem')) await expect(item).toHaveTextContent('(completed)');
  },
};

export const CustomSteps: Story = {
  args: { steps: ['Account', 'Verify email', 'Choose plan', 'Install'], current: 1, label: 'Sign-up progress' },
};

export const Mobile: Story = { args: { current: 1 }, globals: { viewport: { value: 'mobile' } } };

export const LongNamesOnMobile: Story = {
  args: { steps: ['Plan Details and Billing Cycle', 'Mobile Money Payment', 'Confirmation'], current: 1 },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = { parameters: { theme: 'dark' }, args: { current: 1 } };
