import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.danger.text,
  overflowWrap: 'anywhere',
});

export const icon = style({ marginBlockStart: '0.15em' });
