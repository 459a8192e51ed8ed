import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const page = style({
  display: 'grid',
  gap: vars.space['6'],
  padding: `${vars.space['6']} ${vars.space['4']}`,
  maxWidth: `calc(${vars.size.prose} * 2)`,
  marginInline: 'auto',
});
export const heading = style({ margin: 0 });
export const muted = style({ margin: 0, color: vars.color.text.secondary, lineHeight: vars.font.lineHeight.relaxed });
export const plans = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const list = style({ margin: 0, paddingInlineStart: vars.space['5'], display: 'grid', gap: vars.space['2'] });
export const late = style({ display: 'block', color: vars.color.text.secondary, fontSize: vars.font.size.sm });
export const change = style({ display: 'block', color: vars.color.text.secondary, fontSize: vars.font.size.sm });
