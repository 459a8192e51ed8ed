import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const page = style({
  width: '100%',
  maxWidth: vars.size.prose,
  marginInline: 'auto',
  paddingBlock: vars.space['8'],
  paddingInline: vars.space['4'],
  display: 'grid',
  gap: vars.space['6'],
});

export const wide = style({ maxWidth: `calc(${vars.size.prose} * 2)` });

export const heading = style({ margin: 0 });

export const text = style({ margin: 0, color: vars.color.text.secondary, lineHeight: vars.font.lineHeight.relaxed });

export const logo = style({ display: 'inline-flex', gap: vars.space['2'], alignItems: 'center' });

export const mark = style({ width: vars.space['8'], height: vars.space['8'] });

export const elapsed = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.medium });

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${vars.size.prose} / 3)), 1fr))`,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
