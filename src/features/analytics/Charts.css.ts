import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const figure = style({
  margin: 0,
  padding: vars.space['4'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  minWidth: 0,
});

export const caption = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
export const summary = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary });
export const svg = style({ width: '100%', height: 'auto', display: 'block', overflow: 'visible' });
export const axis = style({ stroke: vars.color.border.strong, strokeWidth: 1 });
export const grid = style({ stroke: vars.color.border.subtle, strokeWidth: 1 });
export const line = style({ fill: 'none', stroke: vars.color.accent.solid, strokeWidth: 2.5 });
export const area = style({ fill: vars.color.accent.subtle, stroke: 'none' });
export const bar = style({ fill: vars.color.accent.solid });
export const tick = style({ fill: vars.color.text.secondary, fontSize: 11 });
export const details = style({ fontSize: vars.font.size.sm, color: vars.color.text.primary });
export const detailsSummary = style({
  cursor: 'pointer',
  color: vars.color.accent.text,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.accent.solid}`, outlineOffset: 2 } },
});
export const table = style({ borderCollapse: 'collapse', width: '100%', marginTop: vars.space['2'] });
export const cell = style({
  textAlign: 'start',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});
export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
