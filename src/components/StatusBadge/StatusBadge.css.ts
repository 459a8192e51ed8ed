import { style } from '@vanilla-extract/css';

/** A status never wraps or shrinks inside table cells and flex rows; tone styles come from Badge. */
export const statusBadge = style({ flexShrink: 0 });
