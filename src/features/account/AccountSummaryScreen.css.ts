import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  maxWidth: vars.size.prose,
  marginInline: 'auto',
  paddingBlock: vars.space['12'],
  paddingInline: vars.space['4'],
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
});

export const intro = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  columnGap: vars.space['6'],
  rowGap: vars.space['3'],
  margin: 0,
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space['1'] } },
});

export const term = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
});

export const detail = style({
  margin: 0,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});
