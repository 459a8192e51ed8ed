import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  width: '100%',
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});

export const required = style({ color: vars.color.danger.text, marginInlineStart: vars.space['1'] });

export const input = style({
  minHeight: vars.size.control.md,
  width: '100%',
  paddingInline: vars.space['3'],
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.md,
  color: vars.color.text.primary,
  background: vars.color.surface.raised,
  border: `${vars.size.border} solid ${vars.color.border.control}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&::placeholder': { color: vars.color.text.muted },
    '&[data-hovered]': { borderColor: vars.color.border.strong },
    '&[data-focus-visible], &[data-focused]': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus.ring}`,
      outlineOffset: '0',
      borderColor: vars.color.focus.ring,
    },
    '&[data-invalid]': { borderColor: vars.color.danger.solid },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed', background: vars.color.surface.sunken },
  },
});

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const error = style({
  fontSize: vars.font.size.sm,
  color: vars.color.danger.text,
  fontWeight: vars.font.weight.medium,
});
