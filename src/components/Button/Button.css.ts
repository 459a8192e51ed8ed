import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../private/focusRing';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minWidth: vars.size.control.sm,
  border: `${vars.size.border} solid transparent`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family.sans,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  whiteSpace: 'nowrap',
  transitionProperty: 'background-color, border-color, color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing(),
    '&:disabled, &[aria-disabled="true"]:not([data-pending])': { cursor: 'not-allowed', opacity: 0.55 },
    '&[data-pending]': { cursor: 'progress' },
  },
});

export const fullWidth = style({ width: '100%' });

export const size = styleVariants({
  sm: { minHeight: vars.size.control.sm, paddingInline: vars.space['3'], fontSize: vars.font.size.sm },
  md: { minHeight: vars.size.control.md, paddingInline: vars.space['4'], fontSize: vars.font.size.md },
  lg: { minHeight: vars.size.control.lg, paddingInline: vars.space['6'], fontSize: vars.font.size.lg },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.accent.solid,
    color: vars.color.accent.onSolid,
    selectors: {
      '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.accent.solidHover },
      '&:active:not(:disabled, [aria-disabled="true"])': { background: vars.color.accent.solidPressed },
    },
  },
  secondary: {
    background: vars.color.surface.raised,
    color: vars.color.accent.text,
    borderColor: vars.color.accent.border,
    selectors: {
      '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.accent.subtle },
      '&:active:not(:disabled, [aria-disabled="true"])': { background: vars.color.accent.subtleHover },
    },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.accent.text,
    selectors: {
      '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.accent.subtle },
      '&:active:not(:disabled, [aria-disabled="true"])': { background: vars.color.accent.subtleHover },
    },
  },
  danger: {
    background: vars.color.danger.solid,
    color: vars.color.danger.onSolid,
    selectors: {
      '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.danger.solidHover },
      '&:active:not(:disabled, [aria-disabled="true"])': { background: vars.color.danger.solidHover },
    },
  },
});
