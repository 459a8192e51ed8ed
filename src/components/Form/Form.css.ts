import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../private/focusRing';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  width: '100%',
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.danger.border}`,
  borderInlineStartWidth: vars.space['1'],
  background: vars.color.danger.subtle,
  color: vars.color.text.primary,
  outline: 'none',
  selectors: {
    '&:focus-visible, &:focus': focusRing(),
  },
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.danger.text,
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control.sm,
  color: vars.color.danger.text,
  fontWeight: vars.font.weight.medium,
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecorationThickness: '0.14em' },
    '&:focus-visible': focusRing(),
  },
});
