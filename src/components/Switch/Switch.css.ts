import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../private/focusRing';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.size.control.sm,
  fontSize: vars.font.size.md,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const labelStart = style({ flexDirection: 'row-reverse', justifyContent: 'space-between' });

export const track = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: `calc(${vars.size.icon.lg} * 1.8)`,
  height: vars.size.icon.lg,
  padding: '0.1875rem',
  borderRadius: vars.radius.full,
  background: vars.color.border.control,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${root}[data-selected] &`]: { background: vars.color.accent.solid },
    [`${root}[data-hovered]:not([data-selected]) &`]: { background: vars.color.border.strong },
    [`${root}[data-pressed][data-selected] &`]: { background: vars.color.accent.solidPressed },
    [`${root}[data-focus-visible] &`]: focusRing(),
  },
});

export const thumb = style({
  width: `calc(${vars.size.icon.lg} - 0.375rem)`,
  height: `calc(${vars.size.icon.lg} - 0.375rem)`,
  borderRadius: vars.radius.full,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${root}[data-selected] &`]: { transform: `translateX(calc(${vars.size.icon.lg} * 0.8))` },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' });

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });
