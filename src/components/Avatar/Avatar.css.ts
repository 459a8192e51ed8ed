import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const avatar = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.accent.subtle,
  color: vars.color.accent.text,
  border: `${vars.size.border} solid ${vars.color.accent.border}`,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1,
  userSelect: 'none',
});

export const size = styleVariants({
  sm: { width: vars.size.control.sm, height: vars.size.control.sm, fontSize: vars.font.size.xs },
  md: { width: vars.size.control.md, height: vars.size.control.md, fontSize: vars.font.size.sm },
  lg: {
    width: `calc(${vars.size.control.lg} * 2)`,
    height: `calc(${vars.size.control.lg} * 2)`,
    fontSize: vars.font.size['2xl'],
  },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
