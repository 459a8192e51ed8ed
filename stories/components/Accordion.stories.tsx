import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Accordion } from '@/components';

const faq = [
  {
    id: 'activation',
    title: 'How fast is my service activated?',
    content: <p style={{ margin: 0 }}>Service activates immediately after payment, with SMS confirmation.</p>,
  },
  {
    id: 'change',
    title: 'Can I change my plan?',
    content: <p style={{ margin: 0 }}>Plan changes take effect on the next billing cycle.</p>,
  },
  {
    id: 'pause',
    title: 'Can I pause my subscription?',
    content: <p style={{ margin: 0 }}>A subscription can be paused for up to 3 months via support.</p>,
  },
  {
    id: 'refund',
    title: 'Is there a money-back guarantee?',
    content: <p style={{ margin: 0 }}>There is a 14-day money-back guarantee.</p>,
  },
];

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: { items: faq, onExpandedChange: fn() },
  argTypes: { items: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'Questions or sections with one open at a time: opening another closes the first, pressing the open one closes it (the packages FAQ). Built on react-aria `DisclosureGroup`: each title is a heading (level set by `headingLevel`) holding a button with `aria-expanded` and `aria-controls`; Tab moves between titles, Enter or Space toggles. Use Tabs for switching between peer views and plain Sections when everything should stay visible.',
      },
    },
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllClosed: Story = {
  play: async ({ canvas }) => {
    for (const item of faq) {
      await expect(canvas.getByRole('button', { name: item.title })).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  },
};

export const OneAtATime: Story = {
  name: 'Keyboard: one open at a time, pressing the open one closes it',
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('button', { name: faq[0]?.title });
    const second = canvas.getByRole('button', { name: faq[1]?.title });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Service activates immediately/)).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith('activation');
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/Service activates immediately/)).not.toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(null);
  },
};

export const FirstOpen: Story = {
  args: { defaultExpandedId: 'activation' },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: faq[0]?.title });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '');
    await expect(panel).toHaveTextContent('Service activates immediately after payment, with SMS confirmation.');
  },
};

export const DisabledItem: Story = {
  args: {
    items: [
      ...faq.slice(0, 2),
      { id: 'soon', title: 'Usage reports (coming soon)', content: 'Soon', isDisabled: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Usage reports (coming soon)' })).toBeDisabled();
  },
};

export const HeadingLevel2: Story = { args: { headingLevel: 2 } };

export const LongText: Story = {
  args: {
    defaultExpandedId: 'long',
    items: [
      {
        id: 'long',
        title:
          'What happens to my subscription if a mobile money payment is pending for longer than the usual one to three minutes?',
        content: (
          <p style={{ margin: 0 }}>
            Payment takes 1-3 minutes. If it takes longer, check your phone for the approval prompt. Reference
            SKY-17636301001763630100176363010017636301.
          </p>
        ),
      },
      ...faq.slice(1),
    ],
  },
};

export const Mobile: Story = { args: { defaultExpandedId: 'change' }, globals: { viewport: { value: 'mobile' } } };
export const Dark: Story = { args: { defaultExpandedId: 'activation' }, parameters: { theme: 'dark' } };
