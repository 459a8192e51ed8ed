import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const bone = style({
  display: 'block',
  background: vars.color.border.subtle,
  animation: `${pulse} 1.6s ${vars.motion.easing.standard} infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const shape = styleVariants({
  text: { height: '0.9em', borderRadius: vars.radius.sm, marginBlock: '0.3em' },
  heading: { height: '1.5em', borderRadius: vars.radius.sm, marginBlock: '0.25em' },
  rect: { borderRadius: vars.radius.md },
  circle: { borderRadius: vars.radius.full, aspectRatio: '1 / 1' },
  button: { height: vars.size.control.md, borderRadius: vars.radius.md },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], width: '100%' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], width: '100%' });
