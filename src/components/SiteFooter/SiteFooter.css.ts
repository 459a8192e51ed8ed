import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  maxWidth: vars.size.content,
  marginInline: 'auto',
  padding: `${vars.space['8']} ${vars.space['4']}`,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const link = style({
  color: vars.color.text.secondary,
  display: 'inline-flex',
  minHeight: vars.size.control.sm,
  alignItems: 'center',
  selectors: { '&:hover': { color: vars.color.text.primary } },
});
