import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Modal, TextField } from '@/components';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: { isOpen: true, title: 'Edit profile', onOpenChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A modal dialog built on react-aria `ModalOverlay`/`Modal`/`Dialog`: focus moves inside and is trapped, Escape closes, the page behind is inert and does not scroll, and focus returns to the element that opened it. Use it for short tasks that must be finished or cancelled first (edit profile, change password). For decisions use ConfirmDialog; for a single value use PromptDialog; for messages use Alert or Toast.',
      },
      story: { inline: false, height: '420px' },
    },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

function Demo({ onOpenChange, size }: { onOpenChange?: (open: boolean) => void; size?: 'sm' | 'md' | 'lg' }) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <div style={{ padding: 24 }}>
      <Button onPress={() => change(true)}>Edit profile</Button>
      <Modal
        isOpen={open}
        onOpenChange={change}
        title="Edit profile"
        size={size}
        footer={
          <>
            <Button variant="secondary" onPress={() => change(false)}>
              Cancel
            </Button>
            <Button onPress={() => change(false)}>Save</Button>
          </>
        }
      >
        <TextField label="First name" defaultValue="Ama" />
        <TextField label="Last name" defaultValue="Mensah" />
      </Modal>
    </div>
  );
}

export const FocusTrapEscapeAndReturn: Story = {
  name: 'Keyboard: focus trapped, Escape closes, focus returns',
  render: (args) => <Demo onOpenChange={args.onOpenChange} />,
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Edit profile' });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Edit profile' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const CloseButton: Story = {
  render: (args) => <Demo onOpenChange={args.onOpenChange} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit profile' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  args: {
    children: 'Changes apply to your account and to your next invoice.',
    footer: <Button onPress={() => {}}>Got it</Button>,
  },
};

export const Small: Story = { args: { size: 'sm', children: 'A small dialog for short messages.' } };

export const LargeWithLongContent: Story = {
  args: {
    size: 'lg',
    title: 'Terms of service for SkyLink Ghana residential and business satellite internet packages',
    children: (
      <>
        {Array.from({ length: 12 }, (_, i) => `section-${i + 1}`).map((key, i) => (
          <p key={key} style={{ margin: 0 }}>
            Section {i + 1}. Service is provided on a monthly or yearly billing cycle. Installation for residential
            customers takes 1-3 business days and for businesses 3-7 business days.
          </p>
        ))}
      </>
    ),
    footer: <Button onPress={() => {}}>Accept</Button>,
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    children: 'Update your name and phone number.',
    footer: (
      <>
        <Button variant="secondary" onPress={() => {}}>
          Cancel
        </Button>
        <Button onPress={() => {}}>Save</Button>
      </>
    ),
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  args: { children: 'Changes apply to your account.', footer: <Button onPress={() => {}}>Save</Button> },
};
