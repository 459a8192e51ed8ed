import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: '0.15em solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
});

/** The ring's size; it follows font-size so the border scales with it. */
export const size = styleVariants({
  sm: { fontSize: vars.size.icon.sm },
  md: { fontSize: vars.size.icon.lg },
  lg: { fontSize: vars.size.control.md },
});

export const tone = styleVariants({
  current: {},
  accent: { color: vars.color.accent.solid },
  muted: { color: vars.color.text.muted },
});

export const wrapper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

/** Centred in its container with room around it (a loading section or page). */
export const block = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  width: '100%',
  paddingBlock: vars.space['8'],
  color: vars.color.text.secondary,
});

export const label = style({ fontSize: vars.font.size.sm });
