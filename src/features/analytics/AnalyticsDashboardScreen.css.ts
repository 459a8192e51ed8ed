import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], minWidth: 0 });
export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});
export const status = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  minHeight: '1.5em',
});
export const period = style({ width: '12rem', maxWidth: '100%' });
export const figureTitle = style({ margin: 0, fontSize: vars.font.size.md });
export const errorList = style({
  margin: 0,
  paddingInlineStart: vars.space['4'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});
