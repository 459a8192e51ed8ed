import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { BellIcon, CloseIcon, IconButton, MenuIcon, UserIcon } from '@/components';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Close', icon: <CloseIcon />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'secondary', 'primary', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A square button that shows only an icon (close, menu, notifications), built on react-aria `Button` or, when `isSelected`/`onSelectedChange` is given, `ToggleButton` (aria-pressed). `label` is required and becomes the accessible name. Every size is at least 32 px square. If the action is not obvious from a familiar icon, use Button with a text label instead.',
      },
    },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <IconButton {...args} variant="ghost" label="Notifications" icon={<BellIcon />} />
      <IconButton {...args} variant="secondary" label="Account" icon={<UserIcon />} />
      <IconButton {...args} variant="primary" label="Open menu" icon={<MenuIcon />} />
      <IconButton {...args} variant="danger" label="Remove" icon={<CloseIcon />} />
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} size="sm" />
      <IconButton {...args} size="md" />
      <IconButton {...args} size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) {
      const rect = button.getBoundingClientRect();
      await expect(rect.width).toBeGreaterThanOrEqual(24);
      await expect(rect.height).toBeGreaterThanOrEqual(24);
    }
  },
};

export const KeyboardActivation: Story = {
  name: 'Keyboard: Tab, Enter and Space',
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Close' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Toggle: Story = {
  name: 'Toggle (mobile sidebar)',
  render: () => {
    const [open, setOpen] = useState(false);
    return (
      <div>
        <IconButton
          label="Menu"
          icon={<MenuIcon />}
          variant="secondary"
          isSelected={open}
          onSelectedChange={setOpen}
          aria-expanded={open}
          aria-controls="sidebar"
        />
        <nav id="sidebar" aria-label="Dashboard" hidden={!open}>
          Sidebar
        </nav>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Pending: Story = {
  args: { isPending: true, label: 'Refreshing' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Refreshing' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeDisabled();
  },
};

export const RightEdgeOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <IconButton {...args} label="Open menu" icon={<MenuIcon />} />
    </div>
  ),
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <IconButton {...args} variant="ghost" label="Notifications" icon={<BellIcon />} />
      <IconButton {...args} variant="secondary" label="Account" icon={<UserIcon />} />
      <IconButton {...args} variant="primary" label="Open menu" icon={<MenuIcon />} />
      <IconButton {...args} variant="danger" label="Remove" icon={<CloseIcon />} />
    </div>
  ),
};
