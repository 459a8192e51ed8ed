import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** Fixed over the page at the bottom: showing or hiding it moves nothing else. */
export const banner = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.surface.raised,
  borderBlockStart: `${vars.size.border} solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.lg,
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['4'],
  maxHeight: '80vh',
  overflowY: 'auto',
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  maxWidth: vars.size.content,
  marginInline: 'auto',
});

export const copy = style({ flex: '1 1 28rem', display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
export const text = style({ margin: 0, color: vars.color.text.secondary });
export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  marginTop: vars.space['2'],
});
