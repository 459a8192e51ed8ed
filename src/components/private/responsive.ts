import { type Breakpoint, breakpoints } from '../../theme/breakpoints.generated';

/** `max-width` stops just below the next breakpoint, so exactly one of a min/max pair matches at any width. */
const below = (bp: Breakpoint) => `screen and (max-width: ${breakpoints[bp] - 0.02}px)`;
const from = (bp: Breakpoint) => `screen and (min-width: ${breakpoints[bp]}px)`;

/**
 * Media queries built from the breakpoint tokens (the only place components get breakpoints from):
 * `'@media': { [media.tablet]: { ... } }` styles from the tablet width up (mobile first);
 * `media.belowTablet` is everything narrower.
 */
export const media = {
  tablet: from('tablet'),
  desktop: from('desktop'),
  belowTablet: below('tablet'),
  belowDesktop: below('desktop'),
} as const;
