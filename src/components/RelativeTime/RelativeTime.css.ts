import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const time = style({ whiteSpace: 'nowrap', color: 'inherit' });

export const muted = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });
