import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

const wide = 'screen and (min-width: 1024px)';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['8'],
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingBlock: vars.space['10'],
  paddingInline: vars.space['4'],
  '@media': {
    [wide]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      alignItems: 'center',
      gap: vars.space['12'],
      paddingBlock: vars.space['16'],
    },
  },
});

/** Without the promo panel: one centred column at every width. */
export const pageSingle = style({
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const promo = style({
  display: 'grid',
  gap: vars.space['6'],
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  order: 2,
  '@media': { [wide]: { order: 0, padding: vars.space['8'] } },
});

export const promoTitle = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const promoText = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const claims = style({
  display: 'grid',
  // three across when they fit (about 7rem each), else fewer per row; never mid-word wraps
  gridTemplateColumns: `repeat(auto-fit, minmax(calc(${vars.space['20']} + ${vars.space['8']}), 1fr))`,
  gap: vars.space['4'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const claim = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  // column-reverse starts at the bottom: keep the values on one line at the top
  justifyContent: 'flex-end',
  gap: vars.space['1'],
  paddingInlineStart: vars.space['3'],
  borderInlineStart: `${vars.space['1']} solid ${vars.color.brand.highlight}`,
});

export const claimValue = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
});

export const claimLabel = style({ fontSize: vars.font.size.sm });

export const panel = style({
  width: '100%',
  maxWidth: `calc(${vars.size.prose} * 2 / 3)`,
  marginInline: 'auto',
});

export const card = style({ display: 'grid', gap: vars.space['6'] });

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
  outline: 'none',
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});

/** Outcome screens: icon and actions centred, messages full width and start-aligned. */
export const center = style({ display: 'grid', gap: vars.space['4'] });

export const centeredText = style({ textAlign: 'center' });

export const statusIcon = style({
  display: 'grid',
  justifySelf: 'center',
  placeItems: 'center',
  width: vars.size.control.lg,
  height: vars.size.control.lg,
  borderRadius: vars.radius.full,
});

export const statusTone = {
  success: style({ background: vars.color.success.subtle, color: vars.color.success.text }),
  danger: style({ background: vars.color.danger.subtle, color: vars.color.danger.text }),
  info: style({ background: vars.color.info.subtle, color: vars.color.info.text }),
};

export const busy = style({ display: 'grid', placeItems: 'center', paddingBlock: vars.space['8'] });

/** Two-factor enrolment: the key to type and the otpauth:// link. */
export const secret = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  color: vars.color.text.primary,
});

export const secretValue = style({ margin: 0 });

export const secretKey = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.lg,
  letterSpacing: '0.05em',
  wordBreak: 'break-all',
});

export const secretUri = style({ fontSize: vars.font.size.sm, wordBreak: 'break-all', color: vars.color.text.link });

export const recoveryCodes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['2'],
  margin: 0,
  padding: vars.space['4'],
  listStyle: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  fontFamily: vars.font.family.mono,
  color: vars.color.text.primary,
});
