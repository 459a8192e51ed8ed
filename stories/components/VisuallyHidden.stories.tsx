import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../src/components/Button/Button';
import { VisuallyHidden } from '../../src/components/VisuallyHidden/VisuallyHidden';
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
          'Completes a short visible label for screen readers and search engines ("Learn More" is read as "Learn More about SkyLink Ghana"). The accessible name still begins with the visible words, so voice control ("click Learn More") works.',
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
