import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const hero = style({
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  paddingBlock: vars.space['20'],
  paddingInline: vars.space['4'],
});

export const inner = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  display: 'grid',
  gap: vars.space['6'],
});

export const title = style({
  margin: 0,
  fontSize: `clamp(${vars.font.size['3xl']}, 6vw, ${vars.font.size['5xl']})`,
  fontWeight: vars.font.weight.extrabold,
  lineHeight: vars.font.lineHeight.tight,
  maxWidth: '20ch',
});

export const lead = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  maxWidth: vars.size.prose,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const claims = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['8'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const claimValue = style({
  display: 'block',
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
});
export const claimLabel = style({ fontSize: vars.font.size.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });
