import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, iconNames as names } from '@/components';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'bell', size: 'lg' },
  argTypes: {
    name: { control: 'select', options: names },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'text'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Our small set of inline SVG icons (no icon library): stroked, `currentColor`, on a 24-unit grid (the `-small` status glyphs and the sort arrows on 16 units). Every SVG a component draws comes from this set. Import the named component (`<BellIcon />`) so unused icons are tree-shaken; `<Icon name="bell" />` is for data-driven picks. Icons are decorative by default (aria-hidden) — the button or link around them carries the name. Give `title` only when the icon alone conveys meaning, and then it becomes role=img with that name. Sizes come from the icon size tokens; `text` follows the font size.',
      },
    },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Named: Story = {
  name: 'With title (role=img)',
  args: { name: 'warning', title: 'Overdue' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Overdue' })).toBeInTheDocument();
  },
};

export const Gallery: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 0,
        margin: 0,
      }}
    >
      {names.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 8 }}>
          <Icon name={name} size={args.size} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Icon name="user" size="sm" />
      <Icon name="user" size="md" />
      <Icon name="user" size="lg" />
      <span style={{ fontSize: '2rem' }}>
        <Icon name="user" size="text" /> text
      </span>
    </div>
  ),
};

export const Mobile: Story = { ...Gallery, globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { ...Gallery, parameters: { theme: 'dark' } };
