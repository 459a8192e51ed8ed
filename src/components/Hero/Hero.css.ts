import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../private/responsive';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  paddingBlock: vars.space['20'],
  background: `linear-gradient(135deg, ${vars.color.accent.subtle}, ${vars.color.surface.page} 70%)`,
  borderBottom: `${vars.size.border} solid ${vars.color.border.subtle}`,
  '@media': { [media.belowTablet]: { paddingBlock: vars.space['12'] } },
});

/** The inverse surface (the home page). Defined after `hero`, so it wins at equal specificity. */
export const heroInverse = style({
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  borderBottomColor: vars.color.surface.inverse,
});

export const inner = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space['10'],
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' } },
});

/** Defined after `inner`, so it wins at equal specificity. */
export const innerCentered = style({
  textAlign: 'center',
  justifyItems: 'center',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const copy = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], minWidth: 0 });

export const eyebrow = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.accent.text,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  selectors: { [`${heroInverse} &`]: { color: 'inherit' } },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size['5xl'],
  fontWeight: vars.font.weight.extrabold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.02em',
  overflowWrap: 'anywhere',
  '@media': { [media.belowTablet]: { fontSize: vars.font.size['3xl'] } },
});

export const lead = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  color: vars.color.text.secondary,
  maxWidth: vars.size.prose,
  selectors: { [`${heroInverse} &`]: { color: 'inherit' } },
});

export const highlights = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['8'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const highlightsCentered = style({ justifyContent: 'center' });

export const highlightLabel = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  selectors: { [`${heroInverse} &`]: { color: 'inherit' } },
});

export const highlightValue = style({
  display: 'block',
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const actionsCentered = style({ justifyContent: 'center' });

export const aside = style({ minWidth: 0 });
