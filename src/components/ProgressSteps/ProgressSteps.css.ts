import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const list = style({
  display: 'flex',
  alignItems: 'flex-start',
  width: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  position: 'relative',
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
  textAlign: 'center',
  selectors: {
    // The connector from the previous step's circle to this one.
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: `calc(${vars.size.control.sm} / 2 - ${vars.size.focusRing} / 2)`,
      insetInlineEnd: `calc(50% + ${vars.size.control.sm} / 2 + ${vars.space['1']})`,
      insetInlineStart: `calc(-50% + ${vars.size.control.sm} / 2 + ${vars.space['1']})`,
      height: vars.size.focusRing,
      borderRadius: vars.radius.full,
      background: vars.color.border.subtle,
    },
    '&[data-status="complete"]:not(:first-child)::before, &[data-status="current"]:not(:first-child)::before': {
      background: vars.color.accent.solid,
    },
  },
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.sm,
  height: vars.size.control.sm,
  borderRadius: vars.radius.full,
  border: `${vars.size.focusRing} solid ${vars.color.border.control}`,
  background: vars.color.surface.raised,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
  selectors: {
    [`${step}[data-status="current"] &`]: {
      borderColor: vars.color.accent.solid,
      color: vars.color.accent.text,
      boxShadow: `0 0 0 ${vars.space['1']} ${vars.color.accent.subtle}`,
    },
    [`${step}[data-status="complete"] &`]: {
      borderColor: vars.color.accent.solid,
      background: vars.color.accent.solid,
      color: vars.color.accent.onSolid,
    },
  },
});

export const label = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
  selectors: {
    [`${step}[data-status="current"] &`]: { color: vars.color.text.primary, fontWeight: vars.font.weight.semibold },
    [`${step}[data-status="complete"] &`]: { color: vars.color.text.primary },
  },
});
