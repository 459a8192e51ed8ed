import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../private/focusRing';
import { media } from '../private/responsive';
import { visuallyHiddenRules } from '../private/visuallyHidden.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.control.md,
  maxWidth: '100%',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  border: `${vars.size.border} solid transparent`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text.primary,
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface.sunken },
    '&[data-pressed]': { background: vars.color.accent.subtle },
    '&[data-focus-visible]': focusRing(),
  },
});

/** The name next to the avatar: visually hidden on small screens (still the button's name). */
export const triggerName = style({
  maxWidth: '12rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': {
    [media.belowTablet]: visuallyHiddenRules,
  },
});

export const chevron = style({
  width: vars.size.icon.sm,
  height: vars.size.icon.sm,
  flexShrink: 0,
  color: vars.color.text.secondary,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '[data-pressed] > &, [aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const popover = style({
  minWidth: '15rem',
  maxWidth: `min(${vars.size.menu}, calc(100vw - ${vars.space['4']}))`,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  zIndex: vars.zIndex.dropdown,
  overflow: 'auto',
});

export const menu = style({ outline: 'none', padding: vars.space['1'] });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: `${vars.space['3']} ${vars.space['3']} ${vars.space['3']}`,
  marginBottom: vars.space['1'],
  borderBottom: `${vars.size.border} solid ${vars.color.border.subtle}`,
});

export const name = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const email = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary, overflowWrap: 'anywhere' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  minHeight: vars.size.control.md,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.accent.subtle, color: vars.color.accent.text },
    '&[data-focus-visible]': focusRing('inside'),
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.muted, background: 'transparent' },
  },
});

export const danger = style({
  color: vars.color.danger.text,
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.danger.subtle, color: vars.color.danger.text },
  },
});

export const itemNote = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
});

export const separator = style({
  height: vars.size.border,
  margin: `${vars.space['1']} 0`,
  background: vars.color.border.subtle,
});
