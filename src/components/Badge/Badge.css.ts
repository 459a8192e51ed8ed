import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import type { Tone } from '../private/tone';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  maxWidth: '100%',
  border: `${vars.size.border} solid transparent`,
  borderRadius: vars.radius.full,
  fontFamily: vars.font.family.sans,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'middle',
});

export const size = styleVariants({
  sm: {
    paddingBlock: vars.space['0'],
    paddingInline: vars.space['2'],
    fontSize: vars.font.size.xs,
    minHeight: vars.size.icon.md,
  },
  md: {
    paddingBlock: vars.space['1'],
    paddingInline: vars.space['3'],
    fontSize: vars.font.size.sm,
    minHeight: vars.size.icon.lg,
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1em',
  height: '1em',
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

/**
 * A badge whose words must be read whole (a service's standing in a narrow card): the label wraps onto a
 * second line instead of being cut with an ellipsis. On one line it looks as any badge does.
 */
export const wraps = style({ whiteSpace: 'normal', overflow: 'visible' });

/** The shared tones plus two emphasis tones: `accent` (brand blue) and `highlight` (the brand's warm highlight). */
type BadgeTone = Tone | 'accent' | 'highlight';

const subtleTone = (tone: BadgeTone) => {
  switch (tone) {
    case 'neutral':
      return {
        background: vars.color.surface.sunken,
        color: vars.color.text.secondary,
        borderColor: vars.color.border.subtle,
      };
    case 'accent':
      return {
        background: vars.color.accent.subtle,
        color: vars.color.accent.text,
        borderColor: vars.color.accent.border,
      };
    case 'highlight':
      return {
        background: vars.color.warning.subtle,
        color: vars.color.warning.text,
        borderColor: vars.color.brand.highlight,
      };
    default:
      return {
        background: vars.color[tone].subtle,
        color: vars.color[tone].text,
        borderColor: vars.color[tone].border,
      };
  }
};

const solidTone = (tone: BadgeTone) => {
  switch (tone) {
    case 'neutral':
      return { background: vars.color.surface.inverse, color: vars.color.text.inverse };
    case 'accent':
      return { background: vars.color.accent.solid, color: vars.color.accent.onSolid };
    case 'highlight':
      // brand.highlight is too light for text on it in dark mode; the solid form uses warning.
      return { background: vars.color.warning.solid, color: vars.color.warning.onSolid };
    default:
      return { background: vars.color[tone].solid, color: vars.color[tone].onSolid };
  }
};

const tones: BadgeTone[] = ['neutral', 'accent', 'success', 'warning', 'attention', 'danger', 'info', 'highlight'];

export const subtle = styleVariants(
  Object.fromEntries(tones.map((t) => [t, subtleTone(t)])) as Record<BadgeTone, ReturnType<typeof subtleTone>>,
);
export const solid = styleVariants(
  Object.fromEntries(tones.map((t) => [t, solidTone(t)])) as Record<BadgeTone, ReturnType<typeof solidTone>>,
);
