import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../private/responsive';

export const section = style({
  paddingBlock: vars.space['16'],
  scrollMarginTop: vars.size.header,
  '@media': { [media.belowTablet]: { paddingBlock: vars.space['10'] } },
});

export const tone = styleVariants({
  page: { background: vars.color.surface.page },
  sunken: { background: vars.color.surface.sunken },
  accent: { background: vars.color.accent.subtle },
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space['4'],
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  maxWidth: vars.size.prose,
});

export const centered = style({ marginInline: 'auto', textAlign: 'center', alignItems: 'center' });

export const eyebrow = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.accent.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [media.belowTablet]: { fontSize: vars.font.size['2xl'] } },
});

export const description = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.text.secondary });
