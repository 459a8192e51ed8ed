import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const page = style({
  display: 'grid',
  gap: vars.space['6'],
  maxWidth: vars.size.prose,
  marginInline: 'auto',
  paddingBlock: vars.space['10'],
  paddingInline: vars.space['4'],
  lineHeight: vars.font.lineHeight.relaxed,
});

export const updated = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const toc = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.sunken,
});

/** A section: jumped to from the table of contents, clear of the fixed header. */
export const section = style({ scrollMarginTop: vars.size.header });
