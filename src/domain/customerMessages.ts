/**
 * What the server tells a customer about their service and money, by kind, as the admin's messages log shows
 * it (server/features/notifications/messages.ts): the SMS outbox and the mail log store the kind; a bell
 * notification's kind follows from its type.
 */
export const MESSAGE_KINDS = ['confirmation', 'reminder', 'standing', 'auto_renew', 'payment'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  confirmation: 'Payment confirmation',
  reminder: 'Renewal reminder',
  standing: 'Service standing',
  auto_renew: 'Auto-renew',
  payment: 'Payment update',
};

/**
 * What a message is about, as the customer's notification settings name it: each kind belongs to one topic, and
 * the topic's toggle (Billing updates, Service updates) governs its SMS and mail with the SMS and Email toggles.
 */
export type MessageTopic = 'billing' | 'service';
export const MESSAGE_TOPIC: Record<MessageKind, MessageTopic> = {
  confirmation: 'billing',
  reminder: 'billing',
  auto_renew: 'billing',
  payment: 'billing',
  standing: 'service',
};
/** The notification setting of each topic (src/features/settings/contract.ts). */
export const TOPIC_SETTING = { billing: 'billingUpdates', service: 'serviceUpdates' } as const satisfies Record<
  MessageTopic,
  string
>;

export const MESSAGE_CHANNELS = ['sms', 'mail', 'bell'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = { sms: 'SMS', mail: 'Mail', bell: 'Bell' };

/**
 * Where each message stands: queued (waiting for its time or its next attempt), sent (the gateway or the SMTP
 * server took it), kept (the outbox: nothing leaves this server), failed (attempts used up, or the mailer
 * refused), unread and read (the bell).
 */
export const MESSAGE_STATUSES = ['queued', 'sent', 'kept', 'failed', 'unread', 'read'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  kept: 'Kept in the outbox',
  failed: 'Failed',
  unread: 'Unread',
  read: 'Read',
};
