import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const section = style({ display: 'grid', gap: vars.space['4'] });
export const heading = style({ margin: 0 });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'flex-end',
});
export const searchForm = style({ display: 'flex', gap: vars.space['2'], alignItems: 'flex-end', flexWrap: 'wrap' });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' });
export const pager = style({ display: 'flex', gap: vars.space['3'], alignItems: 'center', justifyContent: 'flex-end' });
export const muted = style({ margin: 0, color: vars.color.text.secondary });
export const stack = style({ display: 'grid', gap: vars.space['4'] });
export const subheading = style({ margin: 0, fontSize: vars.font.size.lg });
export const list = style({ margin: 0, paddingInlineStart: vars.space['5'], display: 'grid', gap: vars.space['1'] });
