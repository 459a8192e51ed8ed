import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
});

export const unread = style({ background: vars.color.accent.subtle });

export const title = style({ margin: 0, fontSize: vars.font.size.md });
