import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../private/focusRing';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  width: '100%',
  minHeight: vars.size.control.md,
  paddingInline: vars.space['3'],
  fontFamily: vars.font.family.sans,
  fontSize: vars.font.size.md,
  color: vars.color.text.primary,
  textAlign: 'start',
  background: vars.color.surface.raised,
  border: `${vars.size.border} solid ${vars.color.border.control}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.strong },
    '&[data-focus-visible]': focusRing('border'),
    '[data-invalid] > &': { borderColor: vars.color.danger.solid },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed', background: vars.color.surface.sunken },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.text.muted } },
});

export const chevron = style({
  color: vars.color.text.secondary,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '[data-open] > button > &, [data-open] &': { transform: 'rotate(180deg)' } },
});

export const popover = style({
  width: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 1rem)',
  background: vars.color.surface.raised,
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.dropdown,
  overflow: 'auto',
  outline: 'none',
});

export const listbox = style({ padding: vars.space['1'], outline: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  minHeight: vars.size.control.sm,
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['1'],
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  color: vars.color.text.primary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.accent.subtle },
    '&[data-focus-visible]': focusRing('inside'),
    '&[data-selected]': { fontWeight: vars.font.weight.semibold, color: vars.color.accent.text },
    '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed' },
  },
});

export const itemText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' });

export const itemDescription = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.secondary,
});

/** The native <select> variant: same box as the trigger, with room for the drawn chevron. */
export const nativeWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const native = style([
  trigger,
  {
    appearance: 'none',
    paddingInlineEnd: `calc(${vars.space['3']} * 2 + ${vars.size.icon.md})`,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.border.strong },
      '&:focus-visible': focusRing('border'),
      '&[aria-invalid="true"]': { borderColor: vars.color.danger.solid },
      '&:disabled': { opacity: 0.6, cursor: 'not-allowed', background: vars.color.surface.sunken },
    },
  },
]);

export const nativeChevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space['3'],
  pointerEvents: 'none',
  color: vars.color.text.secondary,
});
