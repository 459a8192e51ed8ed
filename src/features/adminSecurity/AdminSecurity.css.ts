import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.font.size.xl, color: vars.color.text.primary });

export const meta = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const headerActions = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const muted = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const question = style({ margin: 0, color: vars.color.text.primary });
