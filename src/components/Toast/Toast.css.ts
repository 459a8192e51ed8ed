import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space['2']})` },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space['4'],
  insetInlineEnd: vars.space['4'],
  insetInlineStart: vars.space['4'],
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space['2'],
  pointerEvents: 'none',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Inline placement (stories, or a flash area at the top of a page). */
export const inline = style({ position: 'static', alignItems: 'stretch' });

export const item = style({
  pointerEvents: 'auto',
  width: '100%',
  maxWidth: `calc(${vars.size.prose} * 0.62)`,
  animation: `${enter} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
  boxShadow: vars.shadow.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
});
