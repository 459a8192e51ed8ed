import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Requests for coverage where there is none (spec: site §3 "Coverage request for an unserved area":
 * address, contactInfo), kept for the admin area. The normalised address groups requests for one place
 * and keys the per-address rate limit. No client address is stored.
 */
export const coverageRequests = pgTable(
  'coverage_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    address: text('address').notNull(),
    normalizedAddress: text('normalized_address').notNull(),
    contactInfo: text('contact_info').notNull(),
    status: text('status', { enum: ['received'] })
      .notNull()
      .default('received'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('coverage_requests_address_idx').on(t.normalizedAddress),
    index('coverage_requests_created_idx').on(t.createdAt),
  ],
);
