import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { focusRing } from '../private/focusRing';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space['2'],
});

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.size.control.lg,
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  border: `${vars.size.border} solid ${vars.color.border.control}`,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.strong },
    '&[data-selected]': {
      borderColor: vars.color.accent.solid,
      background: vars.color.accent.subtle,
      boxShadow: `inset 0 0 0 ${vars.size.border} ${vars.color.accent.solid}`,
    },
    '&[data-pressed]': { background: vars.color.accent.subtleHover },
    '&[data-focus-visible]': focusRing(),
    '&[data-invalid]': { borderColor: vars.color.danger.solid },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const cardText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const name = style({ fontWeight: vars.font.weight.semibold, lineHeight: vars.font.lineHeight.snug });

export const method = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.icon.lg,
  height: vars.size.icon.lg,
  borderRadius: vars.radius.full,
  border: `${vars.size.border} solid ${vars.color.border.control}`,
  color: vars.color.accent.onSolid,
  selectors: {
    [`${card}[data-selected] &`]: { background: vars.color.accent.solid, borderColor: vars.color.accent.solid },
  },
});

export const mark = style({ flexShrink: 0, width: vars.size.control.md, height: vars.size.control.md });

export const markText = style({ fontFamily: vars.font.family.sans, fontWeight: vars.font.weight.extrabold });

/** Tile colours come from the status tokens (yellow, red, blue), not the operators' brand colours. */
export const tile = styleVariants({
  MTN: { fill: vars.color.warning.solid },
  VODAFONE: { fill: vars.color.danger.solid },
  AIRTELTIGO: { fill: vars.color.info.solid },
});

/** Text and strokes drawn on the tile. */
export const onTile = styleVariants({
  MTN: { fill: vars.color.warning.onSolid, stroke: vars.color.warning.onSolid },
  VODAFONE: { fill: vars.color.danger.onSolid, stroke: vars.color.danger.onSolid },
  AIRTELTIGO: { fill: vars.color.info.onSolid, stroke: vars.color.info.onSolid },
});

export const ring = style({ fill: 'none', strokeWidth: 3 });
export const textStroke = style({ strokeWidth: 0 });
