import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from '@/components';

const zones = [
  { value: 'urban', label: 'Urban' },
  { value: 'suburban', label: 'Suburban' },
  { value: 'rural', label: 'Rural', description: 'Installation may take longer' },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: 'Zone', options: zones, onChange: fn(), name: 'zone' },
  parameters: {
    docs: {
      description: {
        component:
          'One choice out of a few options that should all be visible (react-aria `RadioGroup`): coverage zone, contact preference. Tab enters the group at the selected option; arrow keys move and select; Tab leaves. For long lists use Select; for on/off use Checkbox or Switch; for the mobile money network use MobileNetworkPicker.',
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Suburban'));
    await expect(canvas.getByRole('radio', { name: 'Suburban' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('suburban');
  },
};

export const KeyboardArrows: Story = {
  name: 'Keyboard: Tab enters at the selection, arrows move and select',
  args: { defaultValue: 'urban' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Urban' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Suburban' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Suburban' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('rural');
    await expect(canvas.getByRole('radio', { name: 'Rural' })).toHaveAccessibleDescription(
      'Installation may take longer',
    );
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'urban' } };

export const Invalid: Story = {
  args: { errorMessage: 'Please choose a zone', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription('Please choose a zone');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'urban' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const OneOptionDisabled: Story = {
  args: {
    options: [
      { value: 'email', label: 'Email' },
      { value: 'sms', label: 'SMS' },
      { value: 'whatsapp', label: 'WhatsApp', description: 'Coming soon', isDisabled: true },
    ],
    label: 'Contact me by',
  },
};

export const LongLabelsOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    label: 'How would you like to pay for your installation and first month of service?',
    options: [
      { value: 'momo', label: 'Mobile money (MTN MoMo, Telecel Cash, AT Money)' },
      { value: 'card', label: 'Debit or credit card through our payment provider' },
      { value: 'agent', label: 'Cash at an authorised SkyLink Ghana agent near you' },
    ],
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  args: { defaultValue: 'suburban', description: 'Affects the expected signal strength.' },
};
