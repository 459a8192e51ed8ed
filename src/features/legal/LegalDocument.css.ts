import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const page = style({
  display: 'grid',
  gap: vars.space['8'],
  maxWidth: vars.size.prose,
  marginInline: 'auto',
  paddingBlock: vars.space['10'],
  paddingInline: vars.space['4'],
  lineHeight: vars.font.lineHeight.relaxed,
});

export const header = style({ display: 'grid', gap: vars.space['2'] });
export const title = style({ margin: 0, fontSize: vars.font.size['3xl'], lineHeight: vars.font.lineHeight.tight });
export const updated = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const toc = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.sunken,
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
});
export const tocTitle = style({ margin: 0, marginBlockEnd: vars.space['2'], fontSize: vars.font.size.md });
export const tocList = style({ margin: 0, paddingInlineStart: vars.space['5'], display: 'grid', gap: vars.space['1'] });
export const link = style({ color: vars.color.text.link });

export const section = style({ display: 'grid', gap: vars.space['3'], scrollMarginTop: vars.size.header });
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xl });
export const paragraph = style({ margin: 0 });
export const list = style({ margin: 0, paddingInlineStart: vars.space['5'], display: 'grid', gap: vars.space['1'] });
