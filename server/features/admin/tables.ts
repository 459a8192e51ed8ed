import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';
import { contactMessages } from '../site/tables';

/**
 * The admin panel's support inbox on top of the site's contact messages (whose status the site table
 * keeps): who looks after a message, and the replies mailed to its sender.
 */
export const supportAssignments = pgTable('support_assignments', {
  messageId: integer('message_id')
    .primaryKey()
    .references(() => contactMessages.id, { onDelete: 'cascade' }),
  /** an administrator (null once that account is gone) */
  assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Every reply mailed to a contact message's sender, with who wrote it. */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('support_replies_message_idx').on(t.messageId, t.sentAt)],
);
