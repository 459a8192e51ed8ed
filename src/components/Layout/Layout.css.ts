import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../private/responsive';

/**
 * The layout primitives' classes: one class per token value, alignment and column count, generated here at
 * build time (no style objects at run time). Space comes only from the theme's space scale.
 */

/** Every primitive: no margin of its own (zero specificity, so a class a caller passes wins). */
export const base = style({});
globalStyle(`:where(${base})`, { margin: 0 });
/** Lists laid out by a primitive lose their bullets and indent (again overridable by any class). */
globalStyle(`:where(ul${base}, ol${base})`, { padding: 0, listStyle: 'none' });

export const gap = styleVariants(vars.space, (value) => ({ gap: value }));
export const rowGap = styleVariants(vars.space, (value) => ({ rowGap: value }));
export const columnGap = styleVariants(vars.space, (value) => ({ columnGap: value }));
export const padding = styleVariants(vars.space, (value) => ({ padding: value }));
export const paddingBlock = styleVariants(vars.space, (value) => ({ paddingBlock: value }));
export const paddingInline = styleVariants(vars.space, (value) => ({ paddingInline: value }));

/** Stack: children one under the other (a one-column grid: each child is as wide as the stack). */
export const stack = style({ display: 'grid' });
export const stackAlign = styleVariants({
  start: { justifyItems: 'start' },
  center: { justifyItems: 'center' },
  end: { justifyItems: 'end' },
  stretch: { justifyItems: 'stretch' },
});

/** Inline: children side by side, wrapping onto new lines unless told not to. */
export const inline = style({ display: 'flex', flexWrap: 'wrap' });
export const nowrap = style({ flexWrap: 'nowrap' });

/** Cross-axis alignment of Inline and Columns. */
export const alignItems = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
  stretch: { alignItems: 'stretch' },
});
export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});

/** Columns: a grid of equal columns, by count per breakpoint or as many as fit a minimum width. */
export const columns = style({ display: 'grid' });
export const COLUMN_COUNTS = [1, 2, 3, 4] as const;
export type ColumnCount = (typeof COLUMN_COUNTS)[number];
const equal = (n: number) => ({ gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` });
const counts = Object.fromEntries(COLUMN_COUNTS.map((n) => [n, n])) as Record<ColumnCount, number>;
export const columnsBase = styleVariants(counts, (n) => equal(n));
export const columnsTablet = styleVariants(counts, (n) => ({ '@media': { [media.tablet]: equal(n) } }));
export const columnsDesktop = styleVariants(counts, (n) => ({ '@media': { [media.desktop]: equal(n) } }));

/**
 * The minimum widths an auto-filling Columns may ask for: as many columns as fit, each at least this wide
 * (never wider than the grid itself, so one column on a narrow phone).
 */
export const MIN_ITEM_WIDTHS = ['8rem', '12rem', '14rem', '15rem', '16rem', '18rem', '22rem', '24rem'] as const;
export type MinItemWidth = (typeof MIN_ITEM_WIDTHS)[number];
export const minItemWidth = styleVariants(
  Object.fromEntries(MIN_ITEM_WIDTHS.map((w) => [w, w])) as Record<MinItemWidth, string>,
  (w) => ({ gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${w}), 1fr))` }),
);
