import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/**
 * Something that takes focus from code (tabIndex -1: a step's heading, an outcome, an alert): scrolled
 * clear of the sticky header, with a ring for keyboard users and none for a pointer.
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
