import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const frame = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surface.sunken,
});

export const img = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const fallback = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  width: '100%',
  height: '100%',
  padding: vars.space['4'],
  color: vars.color.text.secondary,
  background: vars.color.accent.subtle,
  textAlign: 'center',
  fontSize: vars.font.size.sm,
});

/** The default fallback icon: its size follows its own font size (Icon size `text`). */
export const fallbackIcon = style({
  fontSize: vars.size.control.md,
  color: vars.color.accent.text,
});
