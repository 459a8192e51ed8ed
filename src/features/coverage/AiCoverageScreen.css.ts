import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

const wide = 'screen and (min-width: 1024px)';
const tablet = 'screen and (min-width: 768px)';

export const grid3 = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const grid4 = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
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

export const tile = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.sunken,
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
});

export const tileValue = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
export const small = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const tool = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const form = style({ display: 'grid', gap: vars.space['4'] });
export const pair = style({ display: 'grid', gap: vars.space['3'], gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' });

export const results = style({ display: 'grid', gap: vars.space['4'] });

export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '12rem',
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `${vars.size.border} dashed ${vars.color.border.strong}`,
  color: vars.color.text.secondary,
  textAlign: 'center',
});

export const primary = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });
export const techName = style({ margin: 0, fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold });
export const techIcon = style({ width: vars.size.icon.lg, height: vars.size.icon.lg, color: vars.color.accent.text });

export const list = style({ margin: 0, paddingInlineStart: vars.space['5'], display: 'grid', gap: vars.space['1'] });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space['3'],
  margin: 0,
});
export const factLabel = style({ fontSize: vars.font.size.xs, color: vars.color.text.secondary });
export const factValue = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const alternatives = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], justifyContent: 'center' });
