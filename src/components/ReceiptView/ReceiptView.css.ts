import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../private/responsive';

export const receipt = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  maxWidth: vars.size.prose,
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  '@media': {
    [media.belowTablet]: { padding: vars.space['4'] },
    // Paper is white whatever the screen theme: print uses the CSS keywords black and white on purpose.
    print: {
      maxWidth: 'none',
      border: 'none',
      borderRadius: 0,
      padding: 0,
      background: 'white',
      color: 'black',
    },
  },
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBottom: vars.space['4'],
  borderBottom: `${vars.size.focusRing} solid ${vars.color.border.strong}`,
});

export const brand = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.extrabold });

export const brandContact = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  fontStyle: 'normal',
});

export const titleBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space['1'],
  textAlign: 'end',
});

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const reference = style({
  margin: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const total = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  '@media': { print: { background: 'transparent', border: `${vars.size.border} solid black` } },
});

export const totalLabel = style({ fontWeight: vars.font.weight.semibold });

export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary });

/** Buttons (Print, Download, Close) under the receipt; not printed. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  '@media': { print: { display: 'none' } },
});

/**
 * Print only the receipt: while a receipt is on the page, everything else is hidden when
 * printing (`:has` scopes this to pages that show a receipt; other pages print normally).
 */
globalStyle(`body:has(${receipt}) *`, { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`body:has(${receipt}) ${receipt}, body:has(${receipt}) ${receipt} *`, {
  '@media': { print: { visibility: 'visible', color: 'black', boxShadow: 'none' } },
});
globalStyle(`body:has(${receipt}) ${receipt} *`, { '@media': { print: { background: 'transparent' } } });
globalStyle(`body:has(${receipt}) ${receipt}`, {
  '@media': { print: { position: 'absolute', insetInlineStart: 0, top: 0, width: '100%', background: 'white' } },
});
