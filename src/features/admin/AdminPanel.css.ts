import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const page = style({
  display: 'grid',
  gap: vars.space['6'],
  padding: `${vars.space['6']} ${vars.space['4']}`,
  maxWidth: `calc(${vars.size.prose} * 2.4)`,
  marginInline: 'auto',
  width: '100%',
  boxSizing: 'border-box',
});
export const stack = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });
export const heading = style({ margin: 0 });
export const muted = style({ margin: 0, color: vars.color.text.secondary });
export const chart = style({ width: '100%', height: 'auto', display: 'block', overflow: 'visible' });
export const barRequests = style({ fill: vars.color.accent.solid });
export const barChecks = style({ fill: vars.color.info.border });
export const chartText = style({ fill: vars.color.text.primary, fontSize: '12px' });
export const legend = style({
  display: 'flex',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
});
export const swatch = style({
  display: 'inline-block',
  width: '0.75rem',
  height: '0.75rem',
  marginInlineEnd: vars.space['2'],
  verticalAlign: 'middle',
});
export const swatchRequests = style([swatch, { background: vars.color.accent.solid }]);
export const swatchChecks = style([swatch, { background: vars.color.info.border }]);
export const areas = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  columns: '14rem',
  columnGap: vars.space['6'],
});
export const message = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const replies = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space['3'] });
export const reply = style({
  borderInlineStart: `3px solid ${vars.color.accent.border}`,
  paddingInlineStart: vars.space['3'],
});
export const filter = style({ width: '18rem', maxWidth: '100%' });
export const start = style({ justifySelf: 'start' });
export const outboxItem = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
export const outboxSubject = style({ margin: 0, fontSize: vars.font.size.md, overflowWrap: 'anywhere' });
export const outboxMeta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  alignItems: 'center',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});
