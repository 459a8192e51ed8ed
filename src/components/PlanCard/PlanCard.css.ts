import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../private/focusRing';
import { media } from '../private/responsive';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  height: '100%',
  minWidth: 0,
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.sm,
  overflowWrap: 'anywhere',
  '@media': { [media.belowTablet]: { padding: vars.space['5'] } },
});

export const featured = style({
  borderColor: vars.color.accent.solid,
  boxShadow: `0 0 0 ${vars.size.border} ${vars.color.accent.solid}, ${vars.shadow.lg}`,
});

export const head = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const badgeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  minHeight: vars.size.icon.lg,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const price = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const priceNote = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.success.text,
  fontWeight: vars.font.weight.medium,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const factTerm = style({
  fontSize: vars.font.size.xs,
  color: vars.color.text.secondary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const factValue = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  flex: 1,
});

export const feature = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  fontSize: vars.font.size.sm,
});

export const featureIcon = style({ color: vars.color.success.text, marginTop: vars.space['0'], flexShrink: 0 });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const signInLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  gap: vars.space['2'],
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});

export const textLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control.sm,
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.sm,
  color: vars.color.text.link,
  fontWeight: vars.font.weight.semibold,
  outline: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing(),
  },
});
