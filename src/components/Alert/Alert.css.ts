import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../private/focusRing';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  width: '100%',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid`,
  borderInlineStartWidth: vars.space['1'],
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const tone = styleVariants({
  info: { background: vars.color.info.subtle, borderColor: vars.color.info.border, color: vars.color.text.primary },
  success: {
    background: vars.color.success.subtle,
    borderColor: vars.color.success.border,
    color: vars.color.text.primary,
  },
  warning: {
    background: vars.color.warning.subtle,
    borderColor: vars.color.warning.border,
    color: vars.color.text.primary,
  },
  danger: {
    background: vars.color.danger.subtle,
    borderColor: vars.color.danger.border,
    color: vars.color.text.primary,
  },
});

export const iconTone = styleVariants({
  info: { color: vars.color.info.text },
  success: { color: vars.color.success.text },
  warning: { color: vars.color.warning.text },
  danger: { color: vars.color.danger.text },
});

export const icon = style({ display: 'flex', paddingBlockStart: '0.125em' });

export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  marginBlockStart: vars.space['2'],
});

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.control.sm,
  height: vars.size.control.sm,
  marginBlock: `calc(-1 * ${vars.space['1']})`,
  marginInlineEnd: `calc(-1 * ${vars.space['2']})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface.raised },
    '&:active': { background: vars.color.surface.sunken },
    '&:focus-visible': focusRing(),
  },
});
