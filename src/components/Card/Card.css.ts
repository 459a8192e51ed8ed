import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
  borderRadius: vars.radius.lg,
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const variant = styleVariants({
  raised: { background: vars.color.surface.raised, boxShadow: vars.shadow.sm },
  outlined: { background: vars.color.surface.raised },
  sunken: { background: vars.color.surface.sunken },
  accent: { background: vars.color.accent.subtle, borderColor: vars.color.accent.border },
});

export const padding = styleVariants({
  none: { padding: 0 },
  sm: { padding: vars.space['3'] },
  md: { padding: vars.space['5'] },
  lg: { padding: vars.space['8'] },
});

export const highlighted = style({
  borderColor: vars.color.accent.solid,
  boxShadow: `0 0 0 ${vars.size.border} ${vars.color.accent.solid}, ${vars.shadow.md}`,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  paddingTop: vars.space['4'],
  borderTop: `${vars.size.border} solid ${vars.color.border.subtle}`,
  marginTop: 'auto',
});
