import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const message = style({ margin: 0, color: vars.color.text.secondary, overflowWrap: 'anywhere' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
