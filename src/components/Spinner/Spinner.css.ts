import { keyframes, style } from '@vanilla-extract/css';
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

export const wrapper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
