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

/**
 * What focus moves to after a run or a credit (the result heading, an alert): scrolled into view below the
 * console's sticky header, with no ring for a pointer user (the keyboard still sees it).
 */
export const focusTarget = style({
  scrollMarginTop: `calc(${vars.size.header} + ${vars.space['4']})`,
  scrollMarginBottom: vars.space['4'],
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus.ring}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});

/** The list under its heading. */
export const result = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });

/** The heading over the list (the table's caption, which it replaces on screen). */
export const resultTitle = style([
  focusTarget,
  {
    margin: 0,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.primary,
  },
]);
