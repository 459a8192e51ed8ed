import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const money = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const size = styleVariants({
  inherit: {},
  sm: { fontSize: vars.font.size.sm },
  md: { fontSize: vars.font.size.md },
  lg: { fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold },
  xl: { fontSize: vars.font.size['3xl'], fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight },
});

export const period = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.secondary,
  marginInlineStart: vars.space['1'],
});

export const negative = style({ color: vars.color.danger.text });
