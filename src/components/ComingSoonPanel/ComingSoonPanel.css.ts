import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** A calmer frame than EmptyState: a raised panel with the accent border. */
export const root = style({
  borderStyle: 'solid',
  borderColor: vars.color.accent.border,
  background: vars.color.surface.raised,
});
