import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const busy = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '40vh',
  padding: vars.space['8'],
});

export const wrap = style({
  width: '100%',
  maxWidth: `calc(${vars.size.prose} * 2 / 3)`,
  marginInline: 'auto',
  paddingBlock: vars.space['10'],
  paddingInline: vars.space['4'],
});

export const text = style({ margin: 0, color: vars.color.text.secondary, lineHeight: vars.font.lineHeight.relaxed });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
});

export const term = style({ fontWeight: vars.font.weight.medium, color: vars.color.text.secondary });

export const value = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  overflowWrap: 'anywhere',
});

export const refresh = style({
  margin: 0,
  minHeight: `calc(${vars.font.lineHeight.normal} * 1em)`,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});
