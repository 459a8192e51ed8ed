import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/breakpoints.generated';
import { vars } from '../../theme/theme.css';

/** Phones and touch screens: every control of the section is at least 44 px tall (WCAG 2.5.5 target size). */
const touch = `screen and (max-width: ${breakpoints.tablet - 0.02}px), (pointer: coarse)`;
const TOUCH_TARGET = '2.75rem';

export const section = style({});

globalStyle(`${section} button, ${section} input`, {
  '@media': { [touch]: { minHeight: TOUCH_TARGET } },
});

/** The list under its heading. */
export const result = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });

/** The heading over the list (the table's caption, which it replaces on screen); with the focusTarget class. */
export const resultTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});
