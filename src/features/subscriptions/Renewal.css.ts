import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const page = style({
  width: '100%',
  maxWidth: vars.size.prose,
  marginInline: 'auto',
  paddingBlock: vars.space['8'],
  paddingInline: vars.space['4'],
  display: 'grid',
  // one column that may shrink below its content's widest line (a 360 px phone)
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
});

export const heading = style({ margin: 0 });

export const text = style({ margin: 0, color: vars.color.text.secondary, lineHeight: vars.font.lineHeight.relaxed });
