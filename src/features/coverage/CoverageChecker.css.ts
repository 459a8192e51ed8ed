import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const box = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.xl,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.lg,
  textAlign: 'start',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const grow = style({ flex: '1 1 14rem', minWidth: 0 });

export const panel = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  background: vars.color.surface.sunken,
});

export const headline = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

/** A service of the result (city broadband, satellite), set off from what is above it. */
export const serviceBlock = style({
  display: 'grid',
  gap: vars.space['2'],
  paddingBlockStart: vars.space['3'],
  borderBlockStart: `${vars.size.border} solid ${vars.color.border.subtle}`,
});

export const outcome = style({ display: 'grid', gap: vars.space['3'] });

export const service = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const muted = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });
export const factLabel = style({ fontSize: vars.font.size.xs, color: vars.color.text.secondary });
export const factValue = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const plans = style({ display: 'grid', gap: vars.space['1'], margin: 0, paddingInlineStart: vars.space['5'] });
