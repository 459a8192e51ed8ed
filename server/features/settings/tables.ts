import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SectionValues } from '../../../src/features/settings/contract';
import { users } from '../auth/tables';

/**
 * One row per user who has saved any settings. Each section is its own column (null until first
 * saved, read as the contract's defaults), so a save writes only its own column: two saves of
 * different sections at the same time keep both.
 */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  profile: jsonb('profile').$type<SectionValues['profile']>(),
  security: jsonb('security').$type<SectionValues['security']>(),
  notifications: jsonb('notifications').$type<SectionValues['notifications']>(),
  privacy: jsonb('privacy').$type<SectionValues['privacy']>(),
  billing: jsonb('billing').$type<SectionValues['billing']>(),
  preferences: jsonb('preferences').$type<SectionValues['preferences']>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
