/** A window event the payment routes fire when a payment completed, so the header bell loads at once. */
export const NOTIFICATIONS_CHANGED = 'skylink:notifications-changed';
