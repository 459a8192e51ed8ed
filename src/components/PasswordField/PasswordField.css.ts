import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../private/focusRing';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: vars.size.control.md,
  margin: 0,
  padding: 0,
  border: 'none',
  borderInlineStart: `${vars.size.border} solid ${vars.color.border.subtle}`,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.accent.subtle, color: vars.color.accent.text },
    '&:active:not(:disabled)': { background: vars.color.accent.subtleHover },
    '&:focus-visible': focusRing('inside'),
    '&:disabled': { cursor: 'not-allowed' },
  },
});
