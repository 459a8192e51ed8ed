import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({ position: 'relative' });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
  borderRadius: 'inherit',
  background: `color-mix(in srgb, ${vars.color.surface.page} 75%, transparent)`,
  backdropFilter: 'blur(1px)',
});

export const fullscreen = style({ position: 'fixed', zIndex: vars.zIndex.modal });

export const panel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.md,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.medium,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});
