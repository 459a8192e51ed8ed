import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  width: '100%',
});

export const track = style({
  width: '100%',
  height: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.surface.sunken,
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}, background-color ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
});

export const fillTone = styleVariants({
  danger: { background: vars.color.danger.solid },
  attention: { background: vars.color.attention.solid },
  // yellow reads as yellow only light; its edge keeps the bar 3:1 against the track (WCAG 1.4.11)
  caution: {
    background: vars.color.caution.solid,
    boxShadow: `inset 0 0 0 ${vars.size.border} ${vars.color.caution.edge}`,
  },
  success: { background: vars.color.success.solid },
});

export const text = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  minHeight: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal})`,
});

export const textTone = styleVariants({
  danger: { color: vars.color.danger.text },
  attention: { color: vars.color.attention.text },
  caution: { color: vars.color.caution.text },
  success: { color: vars.color.success.text },
});

export const value = style({ fontWeight: vars.font.weight.semibold });
