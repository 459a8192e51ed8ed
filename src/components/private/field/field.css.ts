import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';
import { focusRing } from '../focusRing';

/*
 * The chrome every form field shares: the column layout, the label and its required star, help text,
 * the error text, and the bordered group holding an input with adornments (a prefix, a trailing button).
 */

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

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const error = style({
  fontSize: vars.font.size.sm,
  color: vars.color.danger.text,
  fontWeight: vars.font.weight.medium,
});

/** A bordered box holding an input plus adornments (prefix text, a trailing button). */
export const group = style({
  display: 'flex',
  alignItems: 'stretch',
  width: '100%',
  minHeight: vars.size.control.md,
  background: vars.color.surface.raised,
  border: `${vars.size.border} solid ${vars.color.border.control}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.strong },
    '&:focus-within': focusRing('border'),
    '&[data-invalid]': { borderColor: vars.color.danger.solid },
    // No opacity on the whole group: the adornment text must keep its contrast; the input fades.
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.surface.sunken,
      borderColor: vars.color.border.subtle,
    },
  },
});

/** The input inside a `group`: the group draws the border and the focus ring. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.control.md,
  paddingInline: vars.space['3'],
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.md,
  color: vars.color.text.primary,
  background: 'transparent',
  border: 'none',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.text.muted },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** Fixed text before the input, e.g. the GH₵ currency symbol. */
export const adornment = style({
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space['3'],
  color: vars.color.text.secondary,
  background: vars.color.surface.sunken,
  borderInlineEnd: `${vars.size.border} solid ${vars.color.border.subtle}`,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
});
