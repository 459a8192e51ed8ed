import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  maxWidth: vars.size.content,
  minHeight: vars.size.header,
  marginInline: 'auto',
  paddingInline: vars.space['4'],
});

export const brand = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.extrabold,
  color: vars.color.text.primary,
  textDecoration: 'none',
  minHeight: vars.size.control.sm,
  display: 'inline-flex',
  alignItems: 'center',
});

export const nav = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'] });

export const list = style({
  display: 'none',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gap: vars.space['1'],
  '@media': { 'screen and (min-width: 768px)': { display: 'flex' } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control.sm,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text.primary, background: vars.color.surface.sunken },
    '&[aria-current="page"]': { color: vars.color.accent.text, background: vars.color.accent.subtle },
  },
});
