import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Server-held secrets generated on first start (e.g. the token signing key), so no secret
 * lives in the repository or has to be configured for local runs.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
