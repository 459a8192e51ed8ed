import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../private/focusRing';

export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.md,
  height: vars.size.control.md,
  border: `${vars.size.border} solid transparent`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text.primary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface.sunken },
    '&[data-pressed]': { background: vars.color.accent.subtle },
    '&[data-focus-visible]': focusRing(),
  },
});

export const count = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space['1']})`,
  insetInlineEnd: `calc(-1 * ${vars.space['1']})`,
  minWidth: vars.size.icon.md,
  height: vars.size.icon.md,
  paddingInline: vars.space['1'],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.danger.solid,
  color: vars.color.danger.onSolid,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  border: `${vars.size.focusRing} solid ${vars.color.surface.raised}`,
});

export const popover = style({
  width: `min(24rem, calc(100vw - ${vars.space['4']}))`,
  maxHeight: '70vh',
  overflow: 'auto',
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.dropdown,
  outline: 'none',
});

export const dialog = style({ outline: 'none' });

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `${vars.size.border} solid ${vars.color.border.subtle}`,
});

export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `${vars.size.border} solid ${vars.color.border.subtle}`,
});

export const unread = style({ background: vars.color.accent.subtle });

export const iconBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.sm,
  height: vars.size.control.sm,
  borderRadius: vars.radius.full,
});

export const tone = styleVariants({
  success: {
    background: vars.color.success.subtle,
    color: vars.color.success.text,
    border: `${vars.size.border} solid ${vars.color.success.border}`,
  },
  danger: {
    background: vars.color.danger.subtle,
    color: vars.color.danger.text,
    border: `${vars.size.border} solid ${vars.color.danger.border}`,
  },
  warning: {
    background: vars.color.warning.subtle,
    color: vars.color.warning.text,
    border: `${vars.size.border} solid ${vars.color.warning.border}`,
  },
  attention: {
    background: vars.color.attention.subtle,
    color: vars.color.attention.text,
    border: `${vars.size.border} solid ${vars.color.attention.border}`,
  },
  info: {
    background: vars.color.info.subtle,
    color: vars.color.info.text,
    border: `${vars.size.border} solid ${vars.color.info.border}`,
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const itemTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const itemMessage = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const textButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control.sm,
  paddingInline: vars.space['2'],
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.link,
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.accent.subtle },
    '&[data-focus-visible]': focusRing('inside'),
    '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed', background: 'transparent' },
  },
});

export const dangerText = style({ color: vars.color.danger.text });

export const foot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
});

export const empty = style({
  padding: `${vars.space['8']} ${vars.space['4']}`,
  textAlign: 'center',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});
