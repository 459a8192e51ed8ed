import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MobileNetworkPicker } from '@/components';

const meta = {
  title: 'Components/MobileNetworkPicker',
  component: MobileNetworkPicker,
  args: { onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Choose the mobile money network — MTN, Telecel (formerly Vodafone) or AT (formerly AirtelTigo) — as three selectable cards (a react-aria `RadioGroup`). Names, wallets and USSD menus come from the one table `NETWORK_BRANDS` in `src/domain/format/phone.ts`; the values stay the API\'s `MTN`, `VODAFONE`, `AIRTELTIGO`. Tab enters at the selected card, arrow keys move and select. The marks are simple tiles drawn by us from the status colour tokens, not the operators\' trademarked logos; the network name is always written. Use it in mobile money payment forms; the default network is MTN (pass `defaultValue="MTN"`).',
      },
    },
  },
} satisfies Meta<typeof MobileNetworkPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'MTN' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'MTN' })).toBeChecked();
    await userEvent.click(canvas.getByText('Telecel'));
    await expect(canvas.getByRole('radio', { name: 'Telecel' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('VODAFONE');
    await expect(canvas.getByRole('radio', { name: 'Telecel' })).toHaveAccessibleDescription('Telecel Cash');
  },
};

export const KeyboardArrows: Story = {
  name: 'Keyboard: Tab enters, arrows move and select',
  args: { defaultValue: 'MTN' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'MTN' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Telecel' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'AT (AirtelTigo)' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('AIRTELTIGO');
  },
};

export const NoneSelected: Story = {};

export const WithUssd: Story = {
  args: { showUssd: true, defaultValue: 'AIRTELTIGO' },
  play: async ({ canvas }) => {
    // AT Money's menu is *110# (the spec's *185# is Airtel Uganda's)
    await expect(canvas.getByRole('radio', { name: 'AT (AirtelTigo)' })).toHaveAccessibleDescription(
      'AT Money · *110#',
    );
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Please enter mobile number and select network', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Please enter mobile number and select network')).toBeVisible();
  },
};

export const OneDisabled: Story = { args: { disabledNetworks: ['AIRTELTIGO'], defaultValue: 'MTN' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'VODAFONE' } };

export const Mobile: Story = {
  args: { defaultValue: 'MTN', showUssd: true },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = { parameters: { theme: 'dark' }, args: { defaultValue: 'VODAFONE', showUssd: true } };
