import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../private/responsive';

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space['4']})` },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
  background: `color-mix(in srgb, ${vars.color.surface.inverse} 55%, transparent)`,
  selectors: {
    '&[data-entering]': { animation: `${fade} ${vars.motion.duration.normal} ${vars.motion.easing.enter}` },
    '&[data-exiting]': {
      animation: `${fade} ${vars.motion.duration.fast} ${vars.motion.easing.exit} reverse`,
    },
  },
});

export const modal = style({
  width: '100%',
  maxHeight: `calc(100dvh - ${vars.space['8']})`,
  display: 'flex',
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${rise} ${vars.motion.duration.normal} ${vars.motion.easing.enter}` },
  },
});

export const width = styleVariants({
  sm: { maxWidth: `calc(${vars.size.prose} * 0.7)` },
  md: { maxWidth: vars.size.prose },
  lg: { maxWidth: `calc(${vars.size.prose} * 1.5)` },
});

export const dialog = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: '100%',
  overflow: 'auto',
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  borderRadius: vars.radius.lg,
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: `${vars.space['5']} ${vars.space['5']} 0`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const body = style({
  padding: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.secondary,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  padding: `0 ${vars.space['5']} ${vars.space['5']}`,
  '@media': {
    [media.belowTablet]: { flexDirection: 'column-reverse', alignItems: 'stretch' },
  },
});
