import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../private/focusRing';
import { media } from '../private/responsive';

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  maxWidth: vars.size.content,
  marginInline: 'auto',
  padding: `${vars.space['12']} ${vars.space['4']} ${vars.space['6']}`,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const top = style({
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) repeat(4, minmax(0, 1fr))' },
  },
});

export const about = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });

export const brand = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.extrabold,
  color: vars.color.text.primary,
});

export const tagline = style({ margin: 0 });

export const contact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  fontStyle: 'normal',
});

export const columns = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.desktop]: { display: 'contents' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 });

export const columnTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const inlineLinks = style({ flexDirection: 'row', flexWrap: 'wrap', gap: vars.space['4'] });

export const link = style({
  color: vars.color.text.secondary,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.control.sm,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.text.primary, textDecoration: 'underline' },
    '&:focus-visible': focusRing(),
  },
});

export const social = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.md,
  height: vars.size.control.md,
  borderRadius: vars.radius.full,
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  color: vars.color.text.secondary,
  background: vars.color.surface.raised,
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.accent.text, borderColor: vars.color.accent.border },
    '&:focus-visible': focusRing(),
  },
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  paddingTop: vars.space['6'],
  borderTop: `${vars.size.border} solid ${vars.color.border.subtle}`,
});

export const copyright = style({ margin: 0 });
