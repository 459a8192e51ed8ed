import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '@/components';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Subscribe', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The action button, built on react-aria `Button` (and `Link` when given `href`). Use **primary** for the one main action of a view, **secondary** beside it, **ghost** for low-emphasis actions and **danger** for destructive ones. Use `href` only for navigation; never make a link do an action. While `isPending`, it keeps focus, ignores presses and announces its pending label (for example the product rules\'s "Signing in...").',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Subscribe' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Learn More' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete account' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Subscribe' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Sign In', pendingLabel: 'Signing in...' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Signing in...' })).toBeInTheDocument();
    await expect(canvas.getByText('Signing in...')).toBeVisible();
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { href: '/packages', children: 'See Packages', variant: 'secondary' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'See Packages' });
    await expect(link).toHaveAttribute('href', '/packages');
  },
};

export const KeyboardActivation: Story = {
  name: 'Keyboard: Tab, Enter and Space',
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Subscribe' });
    await expect(button).toHaveFocus();
    await expect(button.matches(':focus-visible')).toBe(true);
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const LongText: Story = {
  args: { children: 'Continue to Payment with Mobile Money (MTN, Telecel, AT)' },
};

export const FullWidthOnMobile: Story = {
  args: { fullWidth: true, children: 'Continue to Payment' },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args}>Primary</Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Danger
      </Button>
      <Button isPending pendingLabel="Signing in...">
        Sign In
      </Button>
    </div>
  ),
};

export const AutoFocus: Story = {
  args: { autoFocus: true, children: 'Continue to Payment' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Continue to Payment' })).toHaveFocus();
  },
};
