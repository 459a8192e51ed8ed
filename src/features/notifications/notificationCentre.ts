/**
 * Pure rules of the notification centre (spec §4 Notifications, §9 kept 50 / dropdown 5): what a
 * screen reader is told when notifications arrive, and the words of the count link.
 */

export interface CentreNotification {
  id: string;
  title: string;
  isRead: boolean;
}

/**
 * What to announce (politely) when a new list replaces the old one: the unread notifications whose
 * ids were not in the old list. The first list of a visit announces nothing (it is not news).
 * 'New notification: Payment received' or '3 new notifications. Newest: Payment received'.
 */
export function arrivalAnnouncement(
  before: readonly CentreNotification[] | null,
  after: readonly CentreNotification[],
): string {
  if (before === null) return '';
  const known = new Set(before.map((n) => n.id));
  const fresh = after.filter((n) => !n.isRead && !known.has(n.id));
  const [newest] = fresh;
  if (!newest) return '';
  return fresh.length === 1
    ? `New notification: ${newest.title}`
    : `${fresh.length} new notifications. Newest: ${newest.title}`;
}

/** The dropdown's count link: 'View all notifications (12)'. */
export const viewAllLabel = (total: number) => `View all notifications (${total})`;
