import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../private/focusRing';

export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  minHeight: vars.size.control.sm,
  paddingBlock: vars.space['1'],
  fontSize: vars.font.size.md,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.icon.lg,
  height: vars.size.icon.lg,
  borderRadius: vars.radius.sm,
  border: `${vars.size.border} solid ${vars.color.border.control}`,
  background: vars.color.surface.raised,
  color: vars.color.accent.onSolid,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${root}[data-hovered] &`]: { borderColor: vars.color.border.strong },
    [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: {
      background: vars.color.accent.solid,
      borderColor: vars.color.accent.solid,
    },
    [`${root}[data-pressed] &`]: {
      background: vars.color.accent.solidPressed,
      borderColor: vars.color.accent.solidPressed,
    },
    [`${root}[data-focus-visible] &`]: focusRing(),
    [`${root}[data-invalid] &`]: { borderColor: vars.color.danger.solid },
    [`${root}[data-invalid][data-selected] &`]: { background: vars.color.danger.solid },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  lineHeight: vars.font.lineHeight.snug,
  paddingBlockStart: '0.125em',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** Indented to line up with the label text, past the box and the gap. */
export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  paddingInlineStart: `calc(${vars.size.icon.lg} + ${vars.space['2']})`,
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const error = style({
  fontSize: vars.font.size.sm,
  color: vars.color.danger.text,
  fontWeight: vars.font.weight.medium,
  margin: 0,
  paddingInlineStart: `calc(${vars.size.icon.lg} + ${vars.space['2']})`,
});
