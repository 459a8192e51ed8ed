import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SupportScreen } from '../../../src/features/site/SupportScreen';
import { faqs } from '../../../src/features/site/supportContent';
import { withStoryRouting } from '../../support/routing';

const meta = {
  title: 'Screens/Site/Support',
  component: SupportScreen,
  decorators: [withStoryRouting],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "/support, one story per state of the `faq` machine (closed, open: one question at a time). Contact cards' email buttons prefill 'Support Request - {card title}'.",
      },
    },
  },
  args: { openFaqId: null, onFaqToggle: fn() },
} satisfies Meta<typeof SupportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FaqClosed: Story = {
  name: 'FAQ closed',
  parameters: { machine: 'faq', state: 'closed' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('How can we help you today?');
    // beside phone and email, the brand's WhatsApp channel
    await expect(canvas.getByRole('link', { name: 'WhatsApp Support' })).toHaveAttribute(
      'href',
      'https://wa.me/233242901234',
    );
    const cards = within(canvas.getByRole('list', { name: 'Contact our teams' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(5);
    const email = within(cards[0] as HTMLElement).getByRole('link', { name: 'Email Technical Support' });
    await expect(new URL(email.getAttribute('href') ?? '').searchParams.get('subject')).toBe(
      'Support Request - Technical Support',
    );
    for (const category of ['Internet Services', 'Customer Support', 'General Inquiries']) {
      await expect(canvas.getByRole('heading', { name: category })).toBeVisible();
    }
    const questions = canvas.getAllByRole('button', { expanded: false });
    await expect(questions.length).toBeGreaterThanOrEqual(16);
    await expect(canvas.getByText('8AM-8PM')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /View Network Status/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Browse the FAQ' })).toHaveAttribute('href', '/support#faq');
    await expect(canvas.getByRole('heading', { name: 'Still Need Help?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: faqs[0]?.question }));
    await expect(args.onFaqToggle).toHaveBeenCalledWith(faqs[0]?.id);
  },
};

export const FaqOpen: Story = {
  name: 'FAQ open',
  parameters: { machine: 'faq', state: 'open' },
  args: { openFaqId: 'payment' },
  play: async ({ canvas, args }) => {
    const open = canvas.getByRole('button', { name: 'How can I pay for my plan?' });
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/mobile money \(MTN Mobile Money, Telecel Cash and AT Money\)/)).toBeVisible();
    await expect(canvas.getAllByRole('button', { expanded: true })).toHaveLength(1);
    await userEvent.click(open);
    await expect(args.onFaqToggle).toHaveBeenCalledWith('payment');
  },
};
