import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../private/focusRing';

export const textarea = style({
  width: '100%',
  minHeight: `calc(${vars.size.control.md} * 2.5)`,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
  background: vars.color.surface.raised,
  border: `${vars.size.border} solid ${vars.color.border.control}`,
  borderRadius: vars.radius.md,
  resize: 'vertical',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.text.muted },
    '&:hover:not(:disabled)': { borderColor: vars.color.border.strong },
    '&:focus': focusRing('border'),
    '&[aria-invalid="true"]': { borderColor: vars.color.danger.solid },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed', background: vars.color.surface.sunken },
  },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  alignItems: 'flex-start',
});

export const counter = style({
  marginInlineStart: 'auto',
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const counterOver = style({ color: vars.color.danger.text, fontWeight: vars.font.weight.semibold });
