import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, VisuallyHidden } from '@/components';
import { withStoryRouting } from '../support/routing';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  decorators: [withStoryRouting],
  args: { children: ' about SkyLink Ghana' },
  parameters: {
    docs: {
      description: {
        component:
          'Words for screen readers only: a prefix sighted users get from the layout (\'Unread:\'), or a polite live region (`role="status"`) announcing what changed. Never hides something a sighted user needs.',
      },
    },
  },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InALink: Story = {
  render: (args) => (
    <Button href="/about" variant="secondary">
      Learn More
      <VisuallyHidden>{args.children}</VisuallyHidden>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Learn More about SkyLink Ghana' });
    // on screen only the visible words take room: the hidden part is clipped to nothing
    const hidden = within(link).getByText('about SkyLink Ghana');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** 'Unread:' before a title: read out, not shown (the title's own weight says it on screen). */
export const PrefixBeforeATitle: Story = {
  render: () => (
    <h2>
      <VisuallyHidden>Unread: </VisuallyHidden>
      Payment received
    </h2>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Unread: Payment received' });
    await expect(heading).toBeVisible();
    const prefix = canvas.getByText('Unread:');
    // in the accessible name, but takes no room on screen
    await expect(prefix.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** A status live region: announced politely, not shown. */
export const StatusRegion: Story = {
  render: () => (
    <VisuallyHidden as="div" role="status">
      Crediting… SKY-1763805600000-A1B2C3D4
    </VisuallyHidden>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Crediting… SKY-1763805600000-A1B2C3D4');
    await expect(status.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};
