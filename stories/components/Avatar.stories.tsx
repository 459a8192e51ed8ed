import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from '@/components';

const photo =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="%23166534"/><circle cx="20" cy="16" r="7" fill="%23bbf7d0"/><rect x="8" y="26" width="24" height="14" rx="7" fill="%23bbf7d0"/></svg>';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Kwame Asante' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: {
    docs: {
      description: {
        component:
          "A person's photo with an initials fallback: initials show when there is no `src` or when the image fails to load (product rule: leadership team, 'initials shown if the image fails'). The name is the image's alternative text; set `isDecorative` when the name is printed right next to it (user menu, team card) so screen readers don't read it twice. Not interactive on its own.",
      },
    },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Kwame Asante' });
    await expect(img).toHaveTextContent('KA');
  },
};

export const WithPhoto: Story = {
  args: { src: photo },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Kwame Asante' }).tagName).toBe('IMG');
  },
};

export const BrokenImageFallsBack: Story = {
  args: { src: '/this-image-does-not-exist.jpg', name: 'Efua Owusu' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Efua Owusu' })).toHaveTextContent('EO'));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="lg" src={photo} />
    </div>
  ),
};

export const SingleAndLongNames: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar name="Adjoa" />
      <Avatar name="Nana Akosua Serwaa Asantewaa-Owusu Boakye" />
      <Avatar name="  " />
    </div>
  ),
};

export const Decorative: Story = {
  args: { isDecorative: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Avatar {...args} />
      <Avatar {...args} size="lg" src={photo} />
    </div>
  ),
};
