import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../private/focusRing';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  border: 'none',
  padding: 0,
  margin: 0,
});

export const options = styleVariants({
  vertical: { display: 'flex', flexDirection: 'column', gap: vars.space['1'] },
  horizontal: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space['5'], rowGap: vars.space['1'] },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  minHeight: vars.size.control.sm,
  paddingBlock: vars.space['1'],
  fontSize: vars.font.size.md,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const circle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.icon.lg,
  height: vars.size.icon.lg,
  borderRadius: vars.radius.full,
  border: `${vars.size.border} solid ${vars.color.border.control}`,
  background: vars.color.surface.raised,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.border.strong },
    [`${radio}[data-selected] &`]: { borderColor: vars.color.accent.solid, borderWidth: '0.4rem' },
    [`${radio}[data-pressed] &`]: { borderColor: vars.color.accent.solidPressed },
    [`${radio}[data-focus-visible] &`]: focusRing(),
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger.solid },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  paddingBlockStart: '0.125em',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });
