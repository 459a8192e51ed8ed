import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NativeSelect } from '@/components';

const regions = [
  { value: 'greater-accra', label: 'Greater Accra' },
  { value: 'ashanti', label: 'Ashanti' },
  { value: 'western', label: 'Western' },
  { value: 'northern', label: 'Northern (from Q3)', isDisabled: true },
];

const meta = {
  title: 'Components/NativeSelect',
  component: NativeSelect,
  args: { label: 'Region', options: regions, onChange: fn(), defaultValue: 'greater-accra' },
  parameters: {
    docs: {
      description: {
        component:
          "The browser's own `<select>` styled like Select: no extra JavaScript (react-aria's Select adds about 30 kB gzip) and the phone's native picker. Use it for plain text lists on public pages (coverage region, zone — the coverage form defaults to Greater Accra). Use Select when options need descriptions or custom rendering; RadioGroup when there are five or fewer options that should all be visible.",
      },
    },
  },
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Region' });
    await expect(select).toHaveValue('greater-accra');
    await userEvent.selectOptions(select, 'ashanti');
    await expect(args.onChange).toHaveBeenLastCalledWith('ashanti');
  },
};

export const KeyboardFocus: Story = {
  name: 'Keyboard: Tab focuses the select (the browser handles the rest)',
  play: async ({ canvas }) => {
    await userEvent.tab();
    const select = canvas.getByRole('combobox', { name: 'Region' });
    await expect(select).toHaveFocus();
    await expect(select).toHaveStyle({ outlineStyle: 'solid' });
  },
};

export const Placeholder: Story = { args: { defaultValue: undefined, placeholder: 'Select a region' } };

export const Invalid: Story = {
  args: {
    defaultValue: undefined,
    placeholder: 'Select a region',
    errorMessage: 'Please select a region',
    isRequired: true,
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Please select a region');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Mobile: Story = {
  args: { label: 'Region where the dish will be installed', description: 'Service areas: Accra, Kumasi, Takoradi.' },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  args: { description: 'Where the dish will be installed.' },
};
