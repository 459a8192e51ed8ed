/**
 * The one tone vocabulary of the design system: every prop that colours something by its meaning
 * (Alert, Callout, Toast, Badge, StatusBadge, StatTile, notifications, ConfirmDialog, menu items)
 * takes these names, each backed by the semantic colour group of the same name.
 * - `neutral`: no particular meaning;
 * - `info`: a note;
 * - `success`: done, paid, active;
 * - `warning`: needs attention soon (pending, unpaid);
 * - `attention`: more urgent than a warning (a grace period running out);
 * - `danger`: failed, destructive, service off.
 * Components take the subset they can show (`Extract<Tone, ...>`) and may add emphasis tones that
 * are not about meaning (`accent` for the brand colour).
 */
export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'attention' | 'danger';
