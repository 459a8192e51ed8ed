import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../private/focusRing';
import { media } from '../private/responsive';

const small = media.belowTablet;
const wide = media.tablet;

export const bar = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  maxWidth: vars.size.content,
  minHeight: vars.size.header,
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': { [small]: { paddingInline: vars.space['3'] } },
});

export const brand = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.extrabold,
  color: vars.color.text.primary,
  textDecoration: 'none',
  minHeight: vars.size.control.sm,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  borderRadius: vars.radius.md,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing(),
  },
  '@media': { [small]: { fontSize: vars.font.size.lg } },
});

export const nav = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'], marginInlineStart: 'auto' });

export const end = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'], flexShrink: 0 });

export const toggle = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.md,
  height: vars.size.control.md,
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface.sunken },
    '&:active': { background: vars.color.accent.subtle },
    '&:focus-visible': focusRing(),
  },
  '@media': { [small]: { display: 'inline-flex' } },
});

export const list = style({
  display: 'flex',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gap: vars.space['1'],
  '@media': {
    [small]: {
      display: 'none',
      position: 'absolute',
      top: '100%',
      insetInline: 0,
      flexDirection: 'column',
      padding: vars.space['3'],
      background: vars.color.surface.raised,
      borderBottom: `${vars.size.border} solid ${vars.color.border.subtle}`,
      boxShadow: vars.shadow.md,
      zIndex: vars.zIndex.dropdown,
    },
  },
});

export const listOpen = style({ '@media': { [small]: { display: 'flex' } } });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control.sm,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.text.primary, background: vars.color.surface.sunken },
    '&[aria-current="page"]': { color: vars.color.accent.text, background: vars.color.accent.subtle },
    '&:focus-visible': focusRing(),
  },
  '@media': { [small]: { display: 'flex', minHeight: vars.size.control.md, fontSize: vars.font.size.md } },
});

export const wideOnly = style({ '@media': { [small]: { display: 'none' } } });
export const narrowOnly = style({ '@media': { [wide]: { display: 'none' } } });
