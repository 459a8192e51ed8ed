import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from '@/components';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { children: 'Email notifications', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'An on/off setting that applies immediately (react-aria `Switch`): notification preferences, two-factor toggle in settings. Screen readers hear "switch, on/off". For a choice that is submitted with a form use Checkbox.',
      },
    },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, args }) => {
    const sw = canvas.getByRole('switch', { name: 'Email notifications' });
    await expect(sw).not.toBeChecked();
    await userEvent.click(canvas.getByText('Email notifications'));
    await expect(sw).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = { args: { defaultSelected: true } };

export const KeyboardToggle: Story = {
  name: 'Keyboard: Tab focuses, Space toggles',
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const sw = canvas.getByRole('switch');
    await expect(sw).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(sw).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(sw).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const WithDescription: Story = {
  args: { children: 'Two-factor authentication', description: 'Ask for a code from your phone when signing in.' },
  play: async ({ canvas }) => {
    const sw = canvas.getByRole('switch', { name: 'Two-factor authentication' });
    await expect(sw).toHaveAccessibleDescription('Ask for a code from your phone when signing in.');
  },
};

export const LabelStart: Story = {
  args: { labelPosition: 'start', children: 'SMS alerts' },
  render: (args) => (
    <div style={{ display: 'grid', maxWidth: 360 }}>
      <Switch {...args} />
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
  },
};

export const LongLabelOnMobile: Story = {
  args: {
    children: 'Send me an SMS when my data usage passes 80% of the monthly fair-use allowance',
    labelPosition: 'start',
  },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Switch {...args} />
      <Switch {...args} defaultSelected>
        SMS alerts
      </Switch>
      <Switch {...args} isDisabled>
        Disabled
      </Switch>
    </div>
  ),
};
