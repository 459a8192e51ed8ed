import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, Card, Hero } from '@/components';
import { paths } from '../../src/domain/paths';
import { withStoryRouting } from '../support/routing';

const meta = {
  title: 'Components/Hero',
  component: Hero,
  args: {
    eyebrow: 'Satellite internet across Ghana',
    title: 'Fast, reliable internet wherever you are',
    lead: 'Unlimited plans for students, homes and businesses. Pay monthly or yearly with mobile money.',
    actions: (
      <>
        <Button href="/packages" size="lg">
          See Packages
        </Button>
        <Button href={paths.signup} size="lg" variant="secondary">
          Get Started
        </Button>
      </>
    ),
  },
  argTypes: {
    actions: { control: false },
    aside: { control: false },
    highlights: { control: false },
    tone: { control: 'inline-radio', options: ['accent', 'inverse'] },
    align: { control: 'inline-radio', options: ['start', 'center'] },
  },
  decorators: [withStoryRouting],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The opening band of a marketing page: the page\'s only h1, an optional eyebrow and lead, calls to action, and an optional side panel (the home page\'s coverage checker box) that sits beside the copy from 1024 px and below it on smaller screens. Key figures (`highlights`) sit under the lead; `tone="inverse"` puts the band on the inverse surface, as on the home page. One per page, first in main; later bands use Section.',
      },
    },
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Fast, reliable internet wherever you are',
    );
    await expect(canvas.getByRole('link', { name: 'See Packages' })).toHaveAttribute('href', '/packages');
  },
};

export const WithAside: Story = {
  args: {
    aside: (
      <Card title="Check coverage" headingLevel={2} description="Enter your city to see if we serve your area.">
        <p style={{ margin: 0 }}>Coverage checker goes here.</p>
      </Card>
    ),
  },
};

const highlights = [
  { label: 'Uptime', value: '99.2%' },
  { label: 'Speeds up to', value: '200Mbps' },
  { label: 'Student users', value: '60+' },
];

export const WithHighlights: Story = {
  args: { highlights, highlightsLabel: 'Why customers choose us' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Why customers choose us' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Uptime99.2%', 'Speeds up to200Mbps', 'Student users60+']);
  },
};

/** The home page's band on the inverse surface (eyebrow, lead and labels take its text colour). */
export const Inverse: Story = {
  args: { tone: 'inverse', highlights, highlightsLabel: 'Why customers choose us' },
};

export const Centered: Story = {
  args: { align: 'center', title: 'We believe in data and communication', eyebrow: 'About us' },
};
export const TitleOnly: Story = {
  args: { eyebrow: undefined, lead: undefined, actions: undefined, title: 'Page Not Found' },
};
export const Mobile: Story = { ...WithAside, globals: { viewport: { value: 'mobile' } } };
export const Dark: Story = { ...WithAside, parameters: { theme: 'dark' } };
