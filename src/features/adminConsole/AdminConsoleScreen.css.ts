import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  width: '100%',
});

export const headerTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const headerUser = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'], minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const muted = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const details = style({
  margin: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  maxWidth: '28rem',
});

export const denied = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['3'],
  padding: vars.space['8'],
});

/** A group of checkboxes in the settings form, laid out as one field of its grid. */
export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});
export const legend = style({ padding: 0, fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm });
