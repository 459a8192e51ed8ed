import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Section } from '@/components';

const meta = {
  title: 'Components/Section',
  component: Section,
  args: {
    eyebrow: 'Our Plans',
    title: 'Internet plans for every need',
    description: 'Unlimited satellite internet for students, homes and businesses across Ghana.',
    children: <p style={{ margin: 0 }}>Section content goes here.</p>,
    id: 'packages',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['page', 'sunken', 'accent'] },
    align: { control: 'inline-radio', options: ['start', 'center'] },
    children: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "A page band with a heading (h2 by default) that names the region: the home page's Packages, About and Contact sections, Core Values, FAQ. `id` makes it an anchor target and jumping to it leaves room for the fixed header. `tone` alternates backgrounds between bands. Use Hero for the page's first band (it holds the h1) and Card for framed groups inside a section.",
      },
    },
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Internet plans for every need' });
    await expect(region).toHaveAttribute('id', 'packages');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Internet plans for every need');
  },
};

export const Centered: Story = { args: { align: 'center' } };
export const Sunken: Story = { args: { tone: 'sunken' } };
export const Accent: Story = { args: { tone: 'accent', align: 'center' } };
export const Level3: Story = { args: { headingLevel: 3, eyebrow: undefined } };
export const LongTitleMobile: Story = {
  args: { title: 'Reliable satellite internet for every region of Ghana, from Greater Accra to Upper West' },
  globals: { viewport: { value: 'mobile' } },
};
export const Dark: Story = { parameters: { theme: 'dark' }, args: { tone: 'sunken' } };
