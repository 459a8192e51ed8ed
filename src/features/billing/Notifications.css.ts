import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['3'] });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
});

export const unread = style({ background: vars.color.accent.subtle, borderColor: vars.color.accent.border });

export const body = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const message = style({ margin: 0, color: vars.color.text.secondary, overflowWrap: 'anywhere' });

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });

export const muted = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

/** Read by screen readers, not shown (the live region, the 'Unread:' prefix). */
export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
