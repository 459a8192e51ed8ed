import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../private/focusRing';

export const base = style({
  display: 'inline',
  color: vars.color.text.link,
  fontWeight: vars.font.weight.medium,
  textDecorationLine: 'underline',
  textDecorationThickness: '0.08em',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { textDecorationThickness: '0.14em', color: vars.color.accent.text },
    '&:active': { color: vars.color.accent.solidPressed },
    '&:focus-visible': focusRing(),
    '&:disabled, &[aria-disabled="true"]': {
      cursor: 'not-allowed',
      color: vars.color.text.muted,
      textDecorationLine: 'none',
    },
  },
});

export const variant = styleVariants({
  /** Inside running text: always underlined. */
  inline: {},
  /** On its own line ("Forgot password?", "Back to Home"): a 24 px tall target. */
  standalone: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    minHeight: vars.size.control.sm,
    textDecorationLine: 'none',
    selectors: { '&:hover': { textDecorationLine: 'underline' } },
  },
  /** Quiet link in secondary text (footers, meta lines). */
  subtle: {
    color: vars.color.text.secondary,
    fontWeight: vars.font.weight.regular,
    selectors: { '&:hover': { color: vars.color.text.primary } },
  },
});

export const externalIcon = style({ marginInlineStart: '0.2em', verticalAlign: '-0.1em' });
