import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, type SelectOption } from '@/components';

const regions: SelectOption[] = [
  { id: 'greater-accra', label: 'Greater Accra' },
  { id: 'ashanti', label: 'Ashanti' },
  { id: 'western', label: 'Western' },
  { id: 'central', label: 'Central' },
  { id: 'eastern', label: 'Eastern' },
  { id: 'northern', label: 'Northern', description: 'Installation from Q3', isDisabled: true },
  { id: 'volta', label: 'Volta' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Region', options: regions, onChange: fn(), placeholder: 'Select a region' },
  parameters: {
    docs: {
      description: {
        component:
          'Pick one value from a list that is too long for radio buttons (regions, zones), built on react-aria `Select` + `ListBox` in a `Popover`. Enter, Space or the arrow keys open it; typing jumps to a match; Escape closes and returns focus. With five or fewer options that should all be visible use RadioGroup.',
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Region/ });
    await expect(trigger).toHaveTextContent('Select a region');
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Ashanti' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('ashanti');
    await waitFor(() => expect(trigger).toHaveTextContent('Ashanti'));
  },
};

export const KeyboardSelection: Story = {
  name: 'Keyboard: arrows open and move, Enter selects, Escape closes',
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Region/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Greater Accra' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('ashanti');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Selected: Story = { args: { defaultValue: 'greater-accra' } };

export const Invalid: Story = {
  args: { errorMessage: 'Please select a region', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please select a region')).toBeVisible();
  },
};

export const WithDescription: Story = { args: { description: 'Where the dish will be installed.' } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ashanti' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Region/ })).toBeDisabled();
  },
};

export const LongOptionOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    label: 'Plan',
    options: [
      { id: 'basic', label: 'Basic 15 Mbps — Unlimited data for homes with light browsing' },
      { id: 'premium', label: 'Premium 100 Mbps — Unlimited data, static IP and priority support for small offices' },
    ],
    defaultValue: 'premium',
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  args: { defaultValue: 'ashanti', description: 'Where the dish will be installed.' },
};
