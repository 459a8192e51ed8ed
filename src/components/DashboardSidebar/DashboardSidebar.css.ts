import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../private/focusRing';

export const nav = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], padding: vars.space['3'] });

export const heading = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.text.muted,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  width: '100%',
  minHeight: vars.size.control.md,
  paddingInline: vars.space['3'],
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.secondary,
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface.sunken, color: vars.color.text.primary },
    '&[aria-current="page"]': {
      background: vars.color.accent.subtle,
      color: vars.color.accent.text,
      fontWeight: vars.font.weight.semibold,
    },
    '&[data-focus-visible]': focusRing('inside'),
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.muted, background: 'transparent' },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const label = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
