import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** Panels, facts and muted text are shared with the checker (CoverageChecker.css.ts). */

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const stepNumber = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.control.md,
  height: vars.size.control.md,
  borderRadius: vars.radius.full,
  background: vars.color.accent.subtle,
  color: vars.color.accent.text,
  fontWeight: vars.font.weight.bold,
});

export const tool = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const placeholder = style({
  margin: 0,
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `${vars.size.border} dashed ${vars.color.border.strong}`,
  color: vars.color.text.secondary,
  textAlign: 'center',
});
export const techName = style({ margin: 0, fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold });
export const techIcon = style({ width: vars.size.icon.lg, height: vars.size.icon.lg, color: vars.color.accent.text });
export const list = style({ margin: 0, paddingInlineStart: vars.space['5'], display: 'grid', gap: vars.space['1'] });
