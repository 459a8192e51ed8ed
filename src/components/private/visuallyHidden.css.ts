import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

/**
 * Hidden on screen, still read by screen readers. The rules alone are exported for styles that hide
 * something only under a media query (a table header on small screens, a name next to an avatar).
 */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: vars.size.border,
  height: vars.size.border,
  padding: 0,
  margin: `calc(-1 * ${vars.size.border})`,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(visuallyHiddenRules);
