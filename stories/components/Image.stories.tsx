import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Image } from '@/components';

const picture =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="%231e3a8a"/><circle cx="120" cy="25" r="12" fill="%23fcd34d"/><path d="M0 90 L50 40 L90 80 L120 55 L160 90 Z" fill="%2393c5fd"/></svg>';

const meta = {
  title: 'Components/Image',
  component: Image,
  args: { src: picture, alt: 'A satellite dish on a rooftop in Tamale' },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'A content image in a fixed-ratio frame (`aspectRatio`, so the layout does not jump while loading) that falls back to an icon when the source is missing or fails (product rule: About page, \'an icon stands in if the image fails\'). The fallback keeps the alt text as its accessible name; pass `alt=""` for decorative images. For people use Avatar, for UI icons use Icon.',
      },
    },
  },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'A satellite dish on a rooftop in Tamale' }).tagName).toBe('IMG');
  },
};

export const BrokenFallsBackToIcon: Story = {
  args: { src: '/missing-mission-photo.jpg', fallbackText: 'Image unavailable' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'A satellite dish on a rooftop in Tamale' }).tagName).toBe('SPAN'),
    );
  },
};

export const NoSource: Story = { args: { src: undefined } };
export const Square: Story = { args: { aspectRatio: '1' } };
export const Decorative: Story = {
  args: { alt: '', src: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const Dark: Story = {
  args: { src: undefined, fallbackText: 'Image unavailable' },
  parameters: { theme: 'dark' },
};
