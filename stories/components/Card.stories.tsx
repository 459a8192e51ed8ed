import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, Card } from '@/components';
import { StoryRouting } from '../support/routing';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Current subscription',
    description: 'Student Plan, billed monthly',
    children: <p style={{ margin: 0 }}>Your next bill of GH₵ 100.00 is due on 21 Dec 2026.</p>,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['raised', 'outlined', 'sunken', 'accent'] },
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    children: { control: false },
    actions: { control: false },
    footer: { control: false },
  },
  decorators: [
    (Story) => (
      <StoryRouting navigate={fn()}>
        <div style={{ maxWidth: '28rem' }}>
          <Story />
        </div>
      </StoryRouting>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "A surface grouping related content under an optional heading (current subscription, accepted payment methods, Make Payment). With a `title` it renders a `section` named by its heading, so screen-reader users can jump to it; pick `headingLevel` to fit the page outline. `actions` sit top right and wrap below the title on small screens; `footer` pins calls to action at the bottom. `isHighlighted` outlines the one card to notice. The card itself is not clickable: put Buttons or Links inside. Don't nest cards or use one only for spacing.",
      },
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Raised: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Current subscription' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Current subscription' })).toBeVisible();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card {...args} variant="raised" title="Raised" />
      <Card {...args} variant="outlined" title="Outlined" />
      <Card {...args} variant="sunken" title="Sunken" />
      <Card {...args} variant="accent" title="Accent" />
      <Card {...args} isHighlighted title="Highlighted" />
    </div>
  ),
};

export const Paddings: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['none', 'sm', 'md', 'lg'] as const).map((p) => (
        <Card key={p} {...args} padding={p} title={`Padding ${p}`} />
      ))}
    </div>
  ),
};

export const WithActionsAndFooter: Story = {
  args: {
    actions: (
      <Button size="sm" variant="secondary">
        Refresh
      </Button>
    ),
    footer: (
      <>
        <Button href="/payment">Make Payment</Button>
        <Button href="/packages" variant="ghost">
          Change plan
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Make Payment' })).toHaveAttribute('href', '/payment');
  },
};

export const Untitled: Story = {
  args: { title: undefined, description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const AsArticleLevel2: Story = { args: { as: 'article', headingLevel: 2, title: 'Payment method' } };

export const LongText: Story = {
  args: {
    title: 'Accepted payment methods for all SkyLink Ghana satellite internet subscriptions across the country',
    description: 'MTN Mobile Money, Telecel Cash, AT Money and cards through our payment provider',
    children: (
      <p style={{ margin: 0 }}>
        Reference: SKYLINK-PAYMENT-REFERENCE-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-0123456789-LONG-UNBROKEN
      </p>
    ),
    actions: (
      <Button size="sm" variant="secondary">
        Refresh
      </Button>
    ),
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    actions: (
      <Button size="sm" variant="secondary">
        Refresh
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Current subscription' });
    await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card {...args} />
      <Card {...args} variant="sunken" title="Sunken" />
      <Card {...args} variant="accent" title="Accent" />
      <Card {...args} isHighlighted title="Highlighted" />
    </div>
  ),
};
