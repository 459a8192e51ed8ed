import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../private/responsive';

const wide = media.tablet;

export const list = style({
  position: 'relative',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetBlock: 0,
      insetInlineStart: vars.space['3'],
      width: vars.size.focusRing,
      background: vars.color.border.subtle,
    },
  },
  '@media': { [wide]: { selectors: { '&::before': { insetInlineStart: '50%' } } } },
});

export const item = style({
  position: 'relative',
  paddingInlineStart: vars.space['10'],
  '@media': {
    [wide]: {
      width: '50%',
      paddingInlineStart: 0,
      paddingInlineEnd: vars.space['10'],
      textAlign: 'end',
      selectors: {
        '&:nth-child(even)': {
          marginInlineStart: '50%',
          paddingInlineStart: vars.space['10'],
          paddingInlineEnd: 0,
          textAlign: 'start',
        },
      },
    },
  },
});

export const dot = style({
  position: 'absolute',
  top: vars.space['4'],
  insetInlineStart: vars.space['1'],
  width: vars.space['5'],
  height: vars.space['5'],
  borderRadius: vars.radius.full,
  background: vars.color.accent.solid,
  border: `${vars.space['1']} solid ${vars.color.surface.page}`,
  boxShadow: `0 0 0 ${vars.size.border} ${vars.color.accent.border}`,
  '@media': {
    [wide]: {
      insetInlineStart: 'auto',
      insetInlineEnd: `calc(-1 * ${vars.space['5']} / 2 + ${vars.size.border})`,
      selectors: {
        [`${item}:nth-child(even) &`]: {
          insetInlineEnd: 'auto',
          insetInlineStart: `calc(-1 * ${vars.space['5']} / 2 + ${vars.size.border})`,
        },
      },
    },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `${vars.size.border} solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.sm,
  overflowWrap: 'anywhere',
});

export const year = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.accent.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const description = style({ margin: 0, color: vars.color.text.secondary });
