import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '@/components';

const tones = ['neutral', 'accent', 'success', 'warning', 'attention', 'danger', 'info', 'highlight'] as const;

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Most Popular', tone: 'accent' },
  argTypes: {
    tone: { control: 'select', options: tones },
    variant: { control: 'inline-radio', options: ['subtle', 'solid'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    icon: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          "A short, non-interactive label: plan badges ('Most Popular', 'Best Value', 'Enterprise'), a savings note ('Save up to 17%', 'Save 20%'), a count. Always carries text (colour is never the only signal); `srPrefix` adds words for screen readers only, such as 'Plan badge:'. Use StatusBadge for payment and subscription states, and a Button or Link when it must act: a badge is never clickable.",
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MostPopular: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Most Popular')).toBeVisible();
  },
};

export const PlanBadges: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge tone="accent" variant="solid">
        Most Popular
      </Badge>
      <Badge tone="highlight">Best Value</Badge>
      <Badge tone="neutral" variant="solid">
        Enterprise
      </Badge>
      <Badge tone="success">Save up to 17%</Badge>
      <Badge tone="success" variant="solid" size="sm">
        Save 20%
      </Badge>
    </div>
  ),
};

export const AllTonesSubtle: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const AllTonesSolid: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <Badge key={tone} {...args} tone={tone} variant="solid">
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Badge {...args} size="sm">
        Small
      </Badge>
      <Badge {...args} size="md">
        Medium
      </Badge>
    </div>
  ),
};

export const WithIcon: Story = {
  args: {
    tone: 'success',
    children: 'Verified',
    icon: (
      <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M3.5 8.5l3 3 6-7" />
      </svg>
    ),
  },
};

export const ScreenReaderPrefix: Story = {
  args: { srPrefix: 'Plan badge:' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain('Plan badge: Most Popular');
  },
};

export const LongTextTruncates: Story = {
  render: (args) => (
    <div style={{ width: '10rem' }}>
      <Badge {...args}>Recommended for students on a budget in Kumasi</Badge>
    </div>
  ),
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {tones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {tones.map((tone) => (
          <Badge key={tone} tone={tone} variant="solid">
            {tone}
          </Badge>
        ))}
      </div>
    </div>
  ),
};
