import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space['4'],
  margin: 0,
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.sm,
  borderInlineStartWidth: vars.space['1'],
});

export const tone = styleVariants({
  neutral: { borderInlineStartColor: vars.color.border.strong },
  accent: { borderInlineStartColor: vars.color.accent.solid },
  success: { borderInlineStartColor: vars.color.success.solid },
  warning: { borderInlineStartColor: vars.color.warning.solid },
  danger: { borderInlineStartColor: vars.color.danger.solid },
  info: { borderInlineStartColor: vars.color.info.solid },
});

export const labelRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
});

export const icon = style({ display: 'inline-flex', color: vars.color.text.muted });

export const value = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary });
