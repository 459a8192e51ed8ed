import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  maxWidth: '48rem',
  marginInline: 'auto',
  paddingBlock: vars.space['10'],
  paddingInline: vars.space['4'],
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
});

export const intro = style({ margin: 0, color: vars.color.text.secondary });

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const fileLabel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  fontWeight: vars.font.weight.semibold,
});
