import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

const tablet = 'screen and (min-width: 768px)';
const desktop = 'screen and (min-width: 1024px)';

export const muted = style({ margin: 0, color: vars.color.text.secondary, lineHeight: vars.font.lineHeight.relaxed });

export const sentPanel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['4'],
  padding: vars.space['8'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.sunken,
});

export const sentTitle = style({ margin: 0, fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold });

/** Cards in a responsive grid: one column on phones, two from tablets, `n` from desktops. */
export const grid2 = style({
  display: 'grid',
  gap: vars.space['6'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const grid3 = style([grid2, { '@media': { [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } }]);
export const grid4 = style([grid2, { '@media': { [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } }]);

export const split = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'center' });

export const centerRow = style([row, { justifyContent: 'center' }]);

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  color: vars.color.text.secondary,
});

export const goalNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  inlineSize: vars.size.control.md,
  blockSize: vars.size.control.md,
  borderRadius: vars.radius.full,
  background: vars.color.accent.subtle,
  color: vars.color.accent.text,
  fontWeight: vars.font.weight.bold,
});

export const badgeBig = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  background: vars.color.accent.subtle,
  color: vars.color.accent.text,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size['2xl'],
});

export const leader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['3'],
});

export const legal = style({
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
});

export const hours = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space['2']} ${vars.space['6']}`,
  margin: 0,
});
export const hoursTerm = style({ fontWeight: vars.font.weight.semibold });
export const hoursValue = style({ margin: 0, color: vars.color.text.secondary });

export const scrollHint = style({ color: 'inherit' });
