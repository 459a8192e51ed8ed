/**
 * The notifications API's own texts (ours: the spec names none). The texts of each notification are
 * written by the feature that raises it (billing's payment notices, subscriptions' reminders and standing).
 * The server imports this file too, so a sentence both sides show lives once.
 */
export const NOTIFICATION_MESSAGES = {
  notificationNotFound: 'Notification not found.',
  /** a bad, used, expired or signed-out notification stream ticket */
  invalidStreamTicket: 'This notification stream link is not valid any more. Ask for a new one.',
} as const;
