import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
export const heading = style({ margin: 0 });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' });
export const muted = style({ margin: 0, color: vars.color.text.secondary });
export const subheading = style({ margin: 0, fontSize: vars.font.size.lg });
export const list = style({ margin: 0, paddingInlineStart: vars.space['5'], display: 'grid', gap: vars.space['1'] });
