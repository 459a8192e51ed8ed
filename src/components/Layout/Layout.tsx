import { type AllHTMLAttributes, createElement, type ReactNode, type Ref } from 'react';
import { cx } from '../private/cx';
import * as styles from './Layout.css';

/** A step of the theme's space scale (`vars.space`): '4' is 1rem. */
export type Space = keyof typeof styles.gap;
export type { ColumnCount, MinItemWidth } from './Layout.css';

/** The elements a layout primitive may render as (lists lose their bullets and indent). */
export type LayoutElement =
  | 'div'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'nav'
  | 'main'
  | 'form'
  | 'fieldset'
  | 'ul'
  | 'ol'
  | 'li'
  | 'dl'
  | 'dd'
  | 'p'
  | 'span'
  | 'figure';

interface LayoutBaseProps extends Omit<AllHTMLAttributes<HTMLElement>, 'as' | 'wrap'> {
  /** The element rendered (default `div`). */
  as?: LayoutElement;
  children?: ReactNode;
  /** For what is not layout (colour, border, type); the primitive owns display, gap and alignment. */
  className?: string;
  ref?: Ref<HTMLElement>;
}

function render(as: LayoutElement | undefined, rest: LayoutBaseProps, ...classes: (string | false | undefined)[]) {
  const { className, ...props } = rest;
  return createElement(as ?? 'div', { ...props, className: cx(styles.base, ...classes, className) });
}

export interface BoxProps extends LayoutBaseProps {
  padding?: Space;
  paddingBlock?: Space;
  paddingInline?: Space;
}

/** A block with padding from the space scale; the plain container the other primitives sit in. */
export function Box({ as, padding, paddingBlock, paddingInline, ...rest }: BoxProps) {
  return render(
    as,
    rest,
    padding && styles.padding[padding],
    paddingBlock && styles.paddingBlock[paddingBlock],
    paddingInline && styles.paddingInline[paddingInline],
  );
}

export interface StackProps extends LayoutBaseProps {
  /** Space between children. */
  gap?: Space;
  /** Where narrower children sit across the stack (default: stretched to its width). */
  align?: keyof typeof styles.stackAlign;
}

/** Children one under the other, `gap` apart (a one-column grid). */
export function Stack({ as, gap, align, ...rest }: StackProps) {
  return render(as, rest, styles.stack, gap && styles.gap[gap], align && styles.stackAlign[align]);
}

export interface InlineProps extends LayoutBaseProps {
  /** Space between children, across and between lines. */
  gap?: Space;
  /** Space between wrapped lines, when it differs from `gap`. */
  rowGap?: Space;
  /** Cross-axis alignment (default: stretched to the line's height). */
  align?: keyof typeof styles.alignItems;
  justify?: keyof typeof styles.justify;
  /** Wrap onto new lines when the children do not fit (default true). */
  wrap?: boolean;
}

/** Children side by side, `gap` apart, wrapping onto new lines (a wrapping flex row). */
export function Inline({ as, gap, rowGap, align, justify, wrap = true, ...rest }: InlineProps) {
  return render(
    as,
    rest,
    styles.inline,
    !wrap && styles.nowrap,
    gap && styles.gap[gap],
    rowGap && styles.rowGap[rowGap],
    align && styles.alignItems[align],
    justify && styles.justify[justify],
  );
}

export interface ColumnsProps extends LayoutBaseProps {
  /**
   * Equal columns: a count, or a count per breakpoint (mobile first: `{ tablet: 2, desktop: 3 }` is one
   * column on phones, two from tablets, three from desktops).
   */
  columns?:
    | styles.ColumnCount
    | { base?: styles.ColumnCount; tablet?: styles.ColumnCount; desktop?: styles.ColumnCount };
  /** Instead of counts: as many equal columns as fit, each at least this wide. */
  minItemWidth?: styles.MinItemWidth;
  gap?: Space;
  /** Space between rows, when it differs from `gap`. */
  rowGap?: Space;
  /** Vertical alignment of the items in a row (default: stretched to the row's height). */
  align?: keyof typeof styles.alignItems;
}

/** A grid of equal columns that collapses on narrow screens. */
export function Columns({ as, columns, minItemWidth, gap, rowGap, align, ...rest }: ColumnsProps) {
  const counts = typeof columns === 'number' ? { base: columns } : (columns ?? {});
  return render(
    as,
    rest,
    styles.columns,
    counts.base && styles.columnsBase[counts.base],
    counts.tablet && styles.columnsTablet[counts.tablet],
    counts.desktop && styles.columnsDesktop[counts.desktop],
    minItemWidth && styles.minItemWidth[minItemWidth],
    gap && styles.gap[gap],
    rowGap && styles.rowGap[rowGap],
    align && styles.alignItems[align],
  );
}
