import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../private/focusRing';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: 0,
  border: `${vars.size.border} solid transparent`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-focus-visible]': focusRing(),
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    '&[data-pending]': { cursor: 'progress' },
  },
});

export const size = styleVariants({
  sm: { width: vars.size.control.sm, height: vars.size.control.sm, fontSize: vars.font.size.md },
  md: { width: vars.size.control.md, height: vars.size.control.md, fontSize: vars.font.size.lg },
  lg: { width: vars.size.control.lg, height: vars.size.control.lg, fontSize: vars.font.size.xl },
});

export const variant = styleVariants({
  ghost: {
    background: 'transparent',
    color: vars.color.text.secondary,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { background: vars.color.accent.subtle, color: vars.color.accent.text },
      '&[data-pressed]:not([data-disabled])': { background: vars.color.accent.subtleHover },
      '&[data-selected]': { background: vars.color.accent.subtle, color: vars.color.accent.text },
    },
  },
  secondary: {
    background: vars.color.surface.raised,
    color: vars.color.accent.text,
    borderColor: vars.color.border.control,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { background: vars.color.accent.subtle },
      '&[data-pressed]:not([data-disabled])': { background: vars.color.accent.subtleHover },
      '&[data-selected]': { background: vars.color.accent.subtleHover, borderColor: vars.color.accent.border },
    },
  },
  primary: {
    background: vars.color.accent.solid,
    color: vars.color.accent.onSolid,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { background: vars.color.accent.solidHover },
      '&[data-pressed]:not([data-disabled])': { background: vars.color.accent.solidPressed },
    },
  },
  danger: {
    background: 'transparent',
    color: vars.color.danger.text,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { background: vars.color.danger.subtle },
      '&[data-pressed]:not([data-disabled])': {
        background: vars.color.danger.subtle,
        borderColor: vars.color.danger.border,
      },
    },
  },
});
