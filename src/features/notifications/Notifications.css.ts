import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/** The /notifications page: one prose-wide column, as the account pages have. */
export const page = style({
  width: '100%',
  maxWidth: vars.size.prose,
  marginInline: 'auto',
  paddingBlock: vars.space['8'],
  paddingInline: vars.space['4'],
  display: 'grid',
  gap: vars.space['6'],
});

export const heading = style({ margin: 0 });

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
