import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonGroup } from '@/components';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'heading', 'rect', 'circle', 'button'] } },
  parameters: {
    docs: {
      description: {
        component:
          'Grey placeholders in the shape of content that is still loading (first load of cards, tables, the dashboard). The shapes are hidden from screen readers; wrap a section in `SkeletonGroup label="Loading invoices"` so it is announced once (role=status). The pulse stops under reduced motion. For a short wait in a button use Spinner.',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {};

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <Skeleton shape="heading" width="50%" />
      <Skeleton shape="text" />
      <Skeleton shape="rect" height="6rem" />
      <Skeleton shape="circle" height="3rem" />
      <Skeleton shape="button" width="8rem" />
    </div>
  ),
};

export const CardPlaceholderGroup: Story = {
  name: 'SkeletonGroup (announced once)',
  render: () => (
    <SkeletonGroup label="Loading invoices">
      <Skeleton shape="heading" width="40%" />
      <Skeleton lines={3} />
      <Skeleton shape="button" width="8rem" />
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading invoices');
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: () => (
    <SkeletonGroup label="Loading plans">
      {[1, 2].map((n) => (
        <div key={n} style={{ display: 'grid', gap: 8 }}>
          <Skeleton shape="heading" width="60%" />
          <Skeleton lines={2} />
        </div>
      ))}
    </SkeletonGroup>
  ),
};

export const Dark: Story = { parameters: { theme: 'dark' } };
