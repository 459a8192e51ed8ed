import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const list = style({ margin: 0, display: 'flex', flexDirection: 'column' });

export const row = style({
  display: 'grid',
  gap: vars.space['1'],
  paddingBlock: vars.space['2'],
  minWidth: 0,
});

/**
 * Term and value side by side from 480 px: a content width (it also applies to printed receipts), not one of the
 * layout breakpoints of private/responsive.ts.
 */
const sideBySide = '(min-width: 480px)';

export const inlineRow = style({
  '@media': {
    [sideBySide]: {
      gridTemplateColumns: 'minmax(8rem, 2fr) 3fr',
      gap: vars.space['4'],
      alignItems: 'baseline',
    },
  },
});

export const divided = style({
  selectors: { '&:not(:last-child)': { borderBottom: `${vars.size.border} solid ${vars.color.border.subtle}` } },
});

export const term = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
});

export const description = style({ margin: 0, color: vars.color.text.primary, overflowWrap: 'anywhere' });

export const endAligned = style({
  '@media': { [sideBySide]: { textAlign: 'end' } },
});
