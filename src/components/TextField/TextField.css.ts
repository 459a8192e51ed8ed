import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../private/focusRing';

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
    '&:hover:not(:disabled)': { borderColor: vars.color.border.strong },
    '&:focus': focusRing('border'),
    '&[aria-invalid="true"]': { borderColor: vars.color.danger.solid },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed', background: vars.color.surface.sunken },
  },
});
