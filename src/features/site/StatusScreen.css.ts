import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const wrap = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  gap: vars.space['4'],
  minHeight: '60vh',
  paddingBlock: vars.space['16'],
  paddingInline: vars.space['4'],
  maxWidth: vars.size.prose,
  marginInline: 'auto',
});

export const code = style({
  margin: 0,
  fontSize: vars.font.size['5xl'],
  fontWeight: vars.font.weight.extrabold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.accent.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const text = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
  marginTop: vars.space['4'],
});

export const details = style({
  maxWidth: '100%',
  overflowX: 'auto',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  color: vars.color.text.secondary,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  textAlign: 'start',
});
