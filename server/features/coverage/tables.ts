import { boolean, index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A coverage request's follow-up: new until an admin contacts the requester, closed when done. */
export const COVERAGE_REQUEST_STATUSES = ['new', 'contacted', 'closed'] as const;

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
    /** the admin area's follow-up (the migration turned the old 'received' into 'new') */
    status: text('status', { enum: COVERAGE_REQUEST_STATUSES }).notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** when an admin last changed the status */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('coverage_requests_address_idx').on(t.normalizedAddress),
    index('coverage_requests_created_idx').on(t.createdAt),
  ],
);

/**
 * Every coverage check and AI analysis asked (for the admin area's demand by region and zone). Only the
 * recognised place is kept (a town, a region or 'Ghana'; null when the address names no Ghana place),
 * never the address typed, the coordinates or anything about who asked.
 */
export const coverageChecks = pgTable(
  'coverage_checks',
  {
    id: serial('id').primaryKey(),
    /** 'check' (POST /check) or 'analyze' (POST /analyze) */
    kind: text('kind', { enum: ['check', 'analyze'] }).notNull(),
    area: text('area'),
    region: text('region'),
    zone: text('zone'),
    /** whether the answer was that we serve the place */
    served: boolean('served').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('coverage_checks_checked_idx').on(t.checkedAt)],
);
