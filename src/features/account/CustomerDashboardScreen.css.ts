import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const headerRow = style({
  display: 'flex',
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

export const headerSub = style({
  marginInlineStart: vars.space['3'],
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.secondary,
  '@media': { 'screen and (max-width: 480px)': { display: 'none' } },
});

export const headerActions = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'], minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space['4'],
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  columnGap: vars.space['4'],
  rowGap: vars.space['2'],
  margin: 0,
});

export const term = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });
export const detail = style({ margin: 0, color: vars.color.text.primary, overflowWrap: 'anywhere' });
export const ussd = style({ fontFamily: vars.font.family.mono, color: vars.color.text.secondary });

export const packages = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginTop: vars.space['3'],
});

export const muted = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

/** the reason under 'Failed to load billing information' ('Billing API error (500) ...') */
export const errorDetail = style({ display: 'block', marginTop: vars.space['1'], fontSize: vars.font.size.sm });

/** a heading inside the Make Payment card: 'Your plan', a family's name */
export const groupTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

/** a Make Payment button whose words wrap in the narrow card ('Pay GH₵ 1,000.00 to renew Standard Internet') */
export const payButton = style({
  whiteSpace: 'normal',
  textAlign: 'center',
  height: 'auto',
  paddingBlock: vars.space['2'],
});
