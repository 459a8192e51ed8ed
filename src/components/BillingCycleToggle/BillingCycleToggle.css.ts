import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../private/focusRing';

export const wrapper = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  maxWidth: '100%',
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
});

export const group = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['1'],
  padding: vars.space['1'],
  borderRadius: vars.radius.full,
  background: vars.color.surface.sunken,
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  maxWidth: '100%',
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.control.md,
  paddingInline: vars.space['4'],
  border: `${vars.size.border} solid transparent`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text.secondary,
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover:not([aria-checked="true"]):not(:disabled)': {
      background: vars.color.accent.subtle,
      color: vars.color.accent.text,
    },
    '&[aria-checked="true"]': {
      background: vars.color.accent.solid,
      color: vars.color.accent.onSolid,
      boxShadow: vars.shadow.sm,
    },
    '&:active:not([aria-checked="true"]):not(:disabled)': { background: vars.color.accent.subtleHover },
    '&:focus-visible': focusRing(),
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const savings = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  background: vars.color.success.subtle,
  color: vars.color.success.text,
  border: `${vars.size.border} solid ${vars.color.success.border}`,
  whiteSpace: 'nowrap',
});
