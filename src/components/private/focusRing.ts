import { vars } from '../../theme/theme.css';

/**
 * Where the ring sits relative to the element's border box:
 * - `outside`: a gap of `size.focusOffset` around the element (buttons, links, cards);
 * - `inside`: drawn just inside the edge, for items in a list, menu or tab bar whose neighbours or
 *   scrolling parent would hide an outside ring;
 * - `border`: on the border of a bordered control (inputs, selects), which also takes the ring colour.
 */
export type FocusRingPlacement = 'outside' | 'inside' | 'border';

/**
 * The one keyboard focus ring of the design system, as a style rule to put under a selector:
 * `selectors: { '&[data-focus-visible]': focusRing() }`. React Aria sets `data-focus-visible` only
 * for keyboard focus; plain elements use `&:focus-visible`.
 */
export function focusRing(placement: FocusRingPlacement = 'outside') {
  const outline = `${vars.size.focusRing} solid ${vars.color.focus.ring}`;
  switch (placement) {
    case 'outside':
      return { outline, outlineOffset: vars.size.focusOffset };
    case 'inside':
      return { outline, outlineOffset: `calc(-1 * ${vars.size.focusRing})` };
    case 'border':
      return { outline, outlineOffset: '0', borderColor: vars.color.focus.ring };
  }
}
