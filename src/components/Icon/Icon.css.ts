import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

/** A finer stroke for glyphs that read better thin (sort arrows, social marks, the picture fallback). */
export const light = style({ strokeWidth: 1.75 });

export const size = styleVariants({
  sm: { width: vars.size.icon.sm, height: vars.size.icon.sm },
  md: { width: vars.size.icon.md, height: vars.size.icon.md },
  lg: { width: vars.size.icon.lg, height: vars.size.icon.lg },
  /** Follows the surrounding text size. */
  text: { width: '1em', height: '1em' },
});
