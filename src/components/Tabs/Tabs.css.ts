import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../private/focusRing';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 });

export const list = style({
  display: 'flex',
  gap: vars.space['1'],
  overflowX: 'auto',
  borderBottom: `${vars.size.border} solid ${vars.color.border.subtle}`,
  scrollbarWidth: 'thin',
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexShrink: 0,
  minHeight: vars.size.control.md,
  paddingInline: vars.space['4'],
  marginBottom: `calc(-1 * ${vars.size.border})`,
  borderBottom: `${vars.space['1']} solid transparent`,
  borderTopLeftRadius: vars.radius.md,
  borderTopRightRadius: vars.radius.md,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.primary, background: vars.color.surface.sunken },
    '&[data-selected]': {
      color: vars.color.accent.text,
      borderBottomColor: vars.color.accent.solid,
      fontWeight: vars.font.weight.semibold,
    },
    '&[data-focus-visible]': focusRing('inside'),
    '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed', background: 'transparent' },
  },
});

export const panel = style({
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-focus-visible]': focusRing(),
  },
});
