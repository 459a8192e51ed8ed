import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Timeline } from '@/components';

const entries = [
  { year: 2019, title: 'Founded in Accra', description: 'Started with a handful of student users on campus.' },
  { year: 2021, title: 'Satellite service launched', description: 'Homes outside fibre reach got connected.' },
  { year: 2023, title: 'Business plans', description: 'Premium support and same-day setup for offices.' },
  { year: 2025, title: 'Nationwide coverage', description: 'Service available in all ten regions.' },
];

const meta = {
  title: 'Components/Timeline',
  component: Timeline,
  args: { entries, 'aria-label': 'Our Journey' },
  argTypes: { entries: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          "Milestones in order (the About page's 'Our Journey': year, title, description). From 768 px entries alternate left and right of a centre line; below, they stack along a line at the start. It is an ordered list with a heading per entry. For steps the user goes through (payment progress) use ProgressSteps.",
      },
    },
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Alternating: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Our Journey' });
    await expect(list.tagName).toBe('OL');
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const [first, second] = items.map((i) => i.getBoundingClientRect());
    // Alternating sides on a wide screen: the second entry starts right of the first one's end.
    await expect(second?.left ?? 0).toBeGreaterThanOrEqual((first?.right ?? 0) - 1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem').map((i) => i.getBoundingClientRect());
    await expect(second?.left).toBe(first?.left);
  },
};

export const LongText: Story = {
  args: {
    entries: [
      ...entries.slice(0, 2),
      {
        year: '2024-2025',
        title: 'Partnerships with universities in Greater Accra, Ashanti, Central and the Northern region',
        description:
          'Discounted student plans for more than sixty thousand students across twelve campuses, with on-site installation days.',
      },
    ],
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
