import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../private/focusRing';

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space['4'],
  top: vars.space['2'],
  zIndex: vars.zIndex.skipLink,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent.solid,
  color: vars.color.accent.onSolid,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:focus': { transform: 'translateY(0)' },
    '&:focus-visible': focusRing(),
  },
});
