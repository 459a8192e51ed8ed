import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../private/focusRing';
import { visuallyHiddenRules } from '../private/visuallyHidden.css';

/**
 * Below this width rows stack into labelled blocks. A content width (where the columns stop fitting), not one of
 * the layout breakpoints of private/responsive.ts.
 */
const stacked = 'screen and (max-width: 639.98px)';

export const wrapper = style({
  width: '100%',
  overflowX: 'auto',
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  '@media': { [stacked]: { overflowX: 'visible', border: 'none', background: 'transparent' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  color: vars.color.text.primary,
  '@media': { [stacked]: { display: 'block' } },
});

export const caption = style({
  textAlign: 'start',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  '@media': { [stacked]: { display: 'block', paddingInline: 0 } },
});

export const thead = style({
  background: vars.color.surface.sunken,
  '@media': { [stacked]: { display: 'block', background: 'transparent' } },
});

export const headRow = style({
  '@media': {
    [stacked]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: vars.space['2'],
      marginBottom: vars.space['3'],
    },
  },
});

export const th = style({
  textAlign: 'start',
  padding: `${vars.space['2']} ${vars.space['4']}`,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
  borderBottom: `${vars.size.border} solid ${vars.color.border.subtle}`,
  '@media': { [stacked]: { display: 'block', padding: 0, border: 'none' } },
});

/** On small screens only sortable headers stay visible (as sort buttons); the others are read by screen readers only. */
export const thStaticStacked = style({
  '@media': {
    [stacked]: visuallyHiddenRules,
  },
});

export const alignEnd = style({ textAlign: 'end' });

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: vars.size.control.sm,
  margin: `0 calc(-1 * ${vars.space['2']})`,
  paddingInline: vars.space['2'],
  border: `${vars.size.border} solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.accent.subtle, color: vars.color.accent.text },
    '&[data-focus-visible]': focusRing(),
  },
  '@media': {
    [stacked]: { margin: 0, borderColor: vars.color.border.subtle, background: vars.color.surface.raised },
  },
});

export const sortActive = style({ color: vars.color.accent.text });

export const tbody = style({
  '@media': { [stacked]: { display: 'flex', flexDirection: 'column', gap: vars.space['3'] } },
});

export const tr = style({
  selectors: {
    '&:not(:last-child)': { borderBottom: `${vars.size.border} solid ${vars.color.border.subtle}` },
    '&:hover': { background: vars.color.surface.sunken },
  },
  '@media': {
    [stacked]: {
      display: 'block',
      padding: vars.space['3'],
      border: `${vars.size.border} solid ${vars.color.border.subtle}`,
      borderRadius: vars.radius.lg,
      background: vars.color.surface.raised,
      selectors: { '&:not(:last-child)': { borderBottom: `${vars.size.border} solid ${vars.color.border.subtle}` } },
    },
  },
});

export const td = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  verticalAlign: 'middle',
  overflowWrap: 'anywhere',
  '@media': {
    [stacked]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(6rem, 40%) 1fr',
      gap: vars.space['3'],
      alignItems: 'center',
      padding: `${vars.space['1']} 0`,
      textAlign: 'start',
      selectors: {
        '&::before': {
          content: 'attr(data-label)',
          fontWeight: vars.font.weight.semibold,
          color: vars.color.text.secondary,
        },
      },
    },
  },
});

export const rowHeader = style({ fontWeight: vars.font.weight.semibold, textAlign: 'start' });

export const message = style({
  padding: `${vars.space['8']} ${vars.space['4']}`,
  textAlign: 'center',
  color: vars.color.text.secondary,
  '@media': {
    [stacked]: {
      display: 'block',
      border: `${vars.size.border} dashed ${vars.color.border.subtle}`,
      borderRadius: vars.radius.lg,
      selectors: { '&::before': { content: 'none' } },
    },
  },
});

export const messageInner = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
