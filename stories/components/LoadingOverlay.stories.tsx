import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button, LoadingOverlay } from '@/components';

const content = (
  <div style={{ display: 'grid', gap: 12, padding: 24, border: '1px solid currentColor', borderRadius: 8 }}>
    <p style={{ margin: 0 }}>Invoice INV-2026-0042 — GH₵ 350.00 — due 1 December 2026</p>
    <Button>Pay now</Button>
  </div>
);

const meta = {
  title: 'Components/LoadingOverlay',
  component: LoadingOverlay,
  args: { isLoading: true, label: 'Refreshing invoices...', children: content },
  parameters: {
    docs: {
      description: {
        component:
          'Covers a busy region with a labelled spinner (announced as a progressbar with that name). The covered content gets `aria-busy` and `inert`, so it cannot be focused or clicked while loading. Use it when existing content is being refreshed or a payment is verified (`fullscreen`). For a first load with no content yet, use Skeleton or a block Spinner.',
      },
    },
  },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Loading (content inert)',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Refreshing invoices...' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pay now', hidden: true })).not.toHaveFocus();
  },
};

export const Idle: Story = {
  args: { isLoading: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pay now' })).toHaveFocus();
  },
};

export const Fullscreen: Story = { args: { fullscreen: true, label: 'Verifying payment...' } };

export const LongLabelOnMobile: Story = {
  args: { label: 'Contacting your mobile money provider. Approve the prompt on your phone to continue...' },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
