import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect } from 'storybook/test';
import { Box, Columns, Inline, type Space, Stack } from '@/components';
import { vars } from '@/theme';

/** A labelled tile to lay out (story-only look: the primitives themselves have no colour). */
const tileStyle: CSSProperties = {
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.accent.subtle,
  color: vars.color.accent.text,
  border: `1px solid ${vars.color.accent.border}`,
};
const Tile = ({ children, style }: { children: ReactNode; style?: CSSProperties }) => (
  <div data-testid="tile" style={{ ...tileStyle, ...style }}>
    {children}
  </div>
);
const labels = (n: number) => Array.from({ length: n }, (_, i) => `Item ${i + 1}`);
const tiles = (n: number) => labels(n).map((label) => <Tile key={label}>{label}</Tile>);

/** A space token in px, as the browser resolves it (`--sl-space-4` is 1rem). */
function spacePx(step: Space): number {
  const root = getComputedStyle(document.documentElement);
  const value = root.getPropertyValue(`--sl-space-${step}`).trim();
  return value.endsWith('rem') ? Number.parseFloat(value) * Number.parseFloat(root.fontSize) : Number.parseFloat(value);
}
const px = (value: string) => Number.parseFloat(value);
const tilesIn = (el: HTMLElement) => [...el.querySelectorAll<HTMLElement>('[data-testid="tile"]')];

const meta = {
  title: 'Components/Layout',
  parameters: {
    docs: {
      description: {
        component:
          'Layout primitives: `Stack` (children one under the other, `gap` apart), `Inline` (side by side, wrapping), `Columns` (equal columns per breakpoint, or as many as fit `minItemWidth`) and `Box` (padding). Space comes only from the theme\'s space scale (`gap="4"` is `vars.space[4]`, 1rem), each value a class generated at build time. They own display, gap and alignment; a `className` adds what is not layout (colour, border, type). `as` picks the element; a list laid out by one loses its bullets and indent.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const StackGap: Story = {
  name: 'Stack',
  render: () => (
    <Stack gap="4" data-testid="stack">
      {tiles(3)}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const stack = canvas.getByTestId('stack');
    const [first, second] = tilesIn(stack) as [HTMLElement, HTMLElement];
    await expect(px(getComputedStyle(stack).rowGap)).toBe(spacePx('4'));
    // one under the other, exactly the token apart, each as wide as the stack
    await expect(second.getBoundingClientRect().top - first.getBoundingClientRect().bottom).toBeCloseTo(
      spacePx('4'),
      1,
    );
    await expect(first.getBoundingClientRect().width).toBeCloseTo(stack.getBoundingClientRect().width, 1);
  },
};

export const StackCentered: Story = {
  name: 'Stack, centred',
  render: () => (
    <Stack gap="2" align="center" data-testid="stack">
      <Tile>A short item</Tile>
      <Tile>A longer item in the middle</Tile>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const stack = canvas.getByTestId('stack').getBoundingClientRect();
    for (const tile of tilesIn(canvas.getByTestId('stack'))) {
      const box = tile.getBoundingClientRect();
      await expect(box.width).toBeLessThan(stack.width);
      await expect(box.left - stack.left).toBeCloseTo(stack.right - box.right, 0);
    }
  },
};

export const StackAsList: Story = {
  name: 'Stack as a list',
  render: () => (
    <Stack as="ul" gap="2" data-testid="list">
      <li>First point</li>
      <li>Second point</li>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    const style = getComputedStyle(list);
    await expect(style.listStyleType).toBe('none');
    await expect(style.paddingInlineStart).toBe('0px');
    await expect(style.marginBlockStart).toBe('0px');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const InlineWrap: Story = {
  name: 'Inline',
  render: () => (
    <Inline gap="3" align="center" data-testid="inline" style={{ maxWidth: '20rem' }}>
      {tiles(5)}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const inline = canvas.getByTestId('inline');
    const [a, b] = tilesIn(inline) as [HTMLElement, HTMLElement];
    await expect(px(getComputedStyle(inline).columnGap)).toBe(spacePx('3'));
    await expect(b.getBoundingClientRect().left - a.getBoundingClientRect().right).toBeCloseTo(spacePx('3'), 1);
    // five items do not fit 20rem: the row wraps, and lines are the token apart too
    const tops = [...new Set(tilesIn(inline).map((t) => Math.round(t.getBoundingClientRect().top)))];
    await expect(tops.length).toBeGreaterThan(1);
    await expect(px(getComputedStyle(inline).rowGap)).toBe(spacePx('3'));
  },
};

export const InlineSpaceBetween: Story = {
  name: 'Inline, space between, no wrap',
  render: () => (
    <Inline gap="3" justify="between" wrap={false} data-testid="inline">
      <Tile>Title</Tile>
      <Tile>Action</Tile>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const inline = canvas.getByTestId('inline');
    const [title, action] = tilesIn(inline) as [HTMLElement, HTMLElement];
    await expect(getComputedStyle(inline).flexWrap).toBe('nowrap');
    await expect(title.getBoundingClientRect().left).toBeCloseTo(inline.getBoundingClientRect().left, 1);
    await expect(action.getBoundingClientRect().right).toBeCloseTo(inline.getBoundingClientRect().right, 1);
  },
};

const expectedColumns = () =>
  window.matchMedia('(min-width: 1024px)').matches ? 3 : window.matchMedia('(min-width: 768px)').matches ? 2 : 1;
const columnCount = (el: HTMLElement) =>
  new Set(tilesIn(el).map((t) => Math.round(t.getBoundingClientRect().left))).size;

export const ColumnsByBreakpoint: Story = {
  name: 'Columns',
  render: () => (
    <Columns as="ul" columns={{ tablet: 2, desktop: 3 }} gap="6" data-testid="columns">
      {labels(6).map((label) => (
        <li key={label}>
          <Tile>{label}</Tile>
        </li>
      ))}
    </Columns>
  ),
  play: async ({ canvas }) => {
    const grid = canvas.getByTestId('columns');
    // one column on phones, two from tablets, three from desktops
    await expect(columnCount(grid)).toBe(expectedColumns());
    await expect(px(getComputedStyle(grid).columnGap)).toBe(spacePx('6'));
    await expect(px(getComputedStyle(grid).rowGap)).toBe(spacePx('6'));
  },
};

export const ColumnsMobile: Story = {
  name: 'Columns, mobile',
  ...ColumnsByBreakpoint,
  globals: { viewport: { value: 'mobile' } },
};

export const ColumnsMinItemWidth: Story = {
  name: 'Columns, as many as fit',
  render: () => (
    <Columns minItemWidth="12rem" gap="4" data-testid="columns" style={{ width: '40rem', maxWidth: '100%' }}>
      {tiles(4)}
    </Columns>
  ),
  play: async ({ canvas }) => {
    const grid = canvas.getByTestId('columns');
    const width = grid.getBoundingClientRect().width;
    const min = 12 * Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    const fit = Math.max(1, Math.floor((width + spacePx('4')) / (min + spacePx('4'))));
    await expect(columnCount(grid)).toBe(Math.min(fit, 4));
    for (const tile of tilesIn(grid))
      await expect(tile.getBoundingClientRect().width).toBeGreaterThanOrEqual(Math.min(min, width) - 0.5);
  },
};

export const BoxPadding: Story = {
  name: 'Box',
  render: () => (
    <Box
      paddingBlock="6"
      paddingInline="4"
      data-testid="box"
      style={{ border: `1px dashed ${vars.color.border.strong}` }}
    >
      <Tile>Content</Tile>
    </Box>
  ),
  play: async ({ canvas }) => {
    const style = getComputedStyle(canvas.getByTestId('box'));
    await expect(px(style.paddingTop)).toBe(spacePx('6'));
    await expect(px(style.paddingBottom)).toBe(spacePx('6'));
    await expect(px(style.paddingLeft)).toBe(spacePx('4'));
    await expect(px(style.paddingRight)).toBe(spacePx('4'));
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: () => (
    <Stack gap="4">
      <Inline gap="3">{tiles(3)}</Inline>
      <Columns columns={2} gap="4">
        {tiles(2)}
      </Columns>
    </Stack>
  ),
};
