import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, ConfirmDialog, PromptDialog } from '@/components';
import { ghanaPhoneError } from '../../src/domain/format/phone';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    isOpen: true,
    title: 'Delete account?',
    message: 'This permanently deletes your account, invoices and payment history.',
    confirmLabel: 'Delete account',
    tone: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Replaces native `confirm()` and `alert()` (role=alertdialog). Focus starts on the safe choice (Cancel) for `danger`, on the confirm button otherwise; Escape cancels; clicking outside does nothing. `hideCancel` makes an acknowledgement ("OK") for what used to be `alert()`. **PromptDialog** replaces `prompt()`: one labelled field, Enter submits, `validate` keeps it open with the message on the field — e.g. the product rules\'s "Enter your MTN mobile money number:".',
      },
      story: { inline: false, height: '360px' },
    },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  name: 'Danger: focus on Cancel, Escape cancels',
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete account?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmWithKeyboard: Story = {
  name: 'Keyboard: Tab to confirm, Enter confirms',
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Delete account' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Default: Story = {
  args: {
    tone: 'neutral',
    title: 'Cancel subscription renewal?',
    message: 'Your plan stays active until the end of the current billing cycle.',
    confirmLabel: 'Yes, cancel renewal',
    cancelLabel: 'Keep renewal',
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Yes, cancel renewal' })).toHaveFocus());
  },
};

export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Deleting...' },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByRole('progressbar', { name: 'Deleting...' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Acknowledge: Story = {
  name: 'Acknowledge (replaces alert)',
  args: {
    tone: 'neutral',
    title: 'Payment Cancelled',
    message: 'You cancelled the payment. You can retry payment anytime from your billing dashboard.',
    confirmLabel: 'OK',
    hideCancel: true,
  },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Payment Cancelled' });
    await expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { parameters: { theme: 'dark' } };

function PromptDemo({ onSubmit }: { onSubmit: (value: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <Button onPress={() => setOpen(true)}>Pay with MTN</Button>
      <PromptDialog
        isOpen={open}
        title="Mobile money number"
        label="Enter your MTN mobile money number:"
        type="tel"
        inputMode="tel"
        placeholder="0241234567"
        submitLabel="Continue"
        validate={(value) =>
          value.trim() === '' ? 'Please enter mobile number and select network' : ghanaPhoneError(value)
        }
        onSubmit={(value) => {
          onSubmit(value);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}

export const Prompt: Story = {
  name: 'PromptDialog: validates, Enter submits, focus returns, reopens empty',
  render: (args) => <PromptDemo onSubmit={args.onConfirm as unknown as (value: string) => void} />,
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Pay with MTN' });
    await userEvent.click(opener);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Mobile money number' });
    const input = within(dialog).getByRole('textbox', { name: 'Enter your MTN mobile money number:' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAccessibleDescription('Please enter mobile number and select network');
    await userEvent.keyboard('02412');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAccessibleDescription('Please enter a valid 10-digit mobile number starting with 0');
    await userEvent.keyboard('34567{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('0241234567');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    // opened again, it starts empty: no number and no message from the last time
    await userEvent.keyboard('{Enter}');
    const again = await within(document.body).findByRole('dialog', { name: 'Mobile money number' });
    const fresh = within(again).getByRole('textbox', { name: 'Enter your MTN mobile money number:' });
    await expect(fresh).toHaveValue('');
    await expect(fresh).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};
