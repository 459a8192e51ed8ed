import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, EmptyState, SearchIcon } from '@/components';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'No invoices yet',
    description: 'Your invoices will appear here after your first payment.',
    actions: <Button href="/packages">See Packages</Button>,
  },
  parameters: {
    docs: {
      description: {
        component:
          'What a list or section shows when it has nothing yet, with the next useful action. Pick `headingLevel` to fit the page outline. Not for errors (Alert) nor for features not built yet (ComingSoonPanel).',
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No invoices yet' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'See Packages' })).toHaveAttribute('href', '/packages');
  },
};

export const NoResults: Story = {
  args: {
    title: 'No payments match this filter',
    description: 'Try another status or date range.',
    icon: <SearchIcon />,
    actions: (
      <Button variant="secondary" onPress={() => {}}>
        Clear filters
      </Button>
    ),
    headingLevel: 3,
  },
};

export const WithoutAction: Story = { args: { actions: undefined, description: undefined } };

export const LongTextOnMobile: Story = {
  args: {
    title: 'No coverage results for this location in the Upper West Region yet',
    description:
      'We are expanding our satellite network across Ghana. Leave your details and our sales team will contact you when service reaches your area.',
  },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
