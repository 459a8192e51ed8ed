import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../private/focusRing';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  overflow: 'hidden',
});

export const item = style({
  selectors: { '&:not(:last-child)': { borderBottom: `${vars.size.border} solid ${vars.color.border.subtle}` } },
});

export const heading = style({ margin: 0, fontSize: vars.font.size.md });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  width: '100%',
  minHeight: vars.size.control.lg,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text.primary,
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface.sunken },
    '&[data-focus-visible]': focusRing('inside'),
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.muted },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.text.secondary,
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: { '[data-expanded] &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const panel = style({
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

export const panelInner = style({ padding: `0 ${vars.space['4']} ${vars.space['4']}` });
