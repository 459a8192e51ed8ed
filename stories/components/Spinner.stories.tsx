import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from '@/components';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { label: 'Loading invoices' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['current', 'accent', 'muted'] },
    layout: { control: 'inline-radio', options: ['inline', 'block'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'An indeterminate progress indicator (react-aria `ProgressBar`, role progressbar) that always has a name. Use it inside buttons (Button `isPending` does this) and for short waits; `layout="block"` centres it in a section waiting for data. For content whose shape is known use Skeleton; to cover a busy region use LoadingOverlay. It slows down under reduced motion.',
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading invoices' })).toBeInTheDocument();
    await expect(canvas.queryByText('Loading invoices')).not.toBeInTheDocument();
  },
};

export const WithVisibleLabel: Story = {
  args: { showLabel: true, label: 'Analyzing with AI...', tone: 'accent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Analyzing with AI...')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner {...args} size="sm" label="Small" />
      <Spinner {...args} size="md" label="Medium" />
      <Spinner {...args} size="lg" label="Large" />
    </div>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner {...args} tone="current" label="Current colour" />
      <Spinner {...args} tone="accent" label="Accent" />
      <Spinner {...args} tone="muted" label="Muted" />
    </div>
  ),
};

export const Block: Story = {
  args: { layout: 'block', showLabel: true, size: 'lg', tone: 'accent', label: 'Verifying payment...' },
};

export const Mobile: Story = {
  args: { layout: 'block', showLabel: true, label: 'Checking coverage for your location in the Ashanti Region...' },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  args: { showLabel: true, tone: 'accent', size: 'lg' },
};
