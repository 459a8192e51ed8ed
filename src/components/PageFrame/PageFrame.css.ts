import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.surface.page,
  color: vars.color.text.primary,
});

export const header = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndex.header,
  minHeight: vars.size.header,
  background: vars.color.surface.raised,
  borderBottom: `${vars.size.border} solid ${vars.color.border.subtle}`,
});

/**
 * The app reserves top padding for the fixed header. The main area is at least a viewport high, so
 * the footer always starts below the fold: a page that replaces a shorter one (a guard's spinner by
 * the login form, a loading state by its result) moves nothing in view (CLS).
 */
export const main = style({
  flex: 1,
  minHeight: '100vh',
  boxSizing: 'border-box',
  paddingTop: vars.size.header,
  outline: 'none',
});

export const mainNoHeader = style({ flex: 1, outline: 'none' });

export const footer = style({
  background: vars.color.surface.sunken,
  borderTop: `${vars.size.border} solid ${vars.color.border.subtle}`,
});
