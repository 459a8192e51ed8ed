/**
 * The installation's system settings (src/domain/systemSettings.ts): read where the server applies them
 * (auth: sign-in, refresh, registration) and written by the admin console. Shared infrastructure like
 * server/audit: any server feature may read them; it imports no feature.
 *
 * A read costs one primary-key lookup; it is not cached, so a change applies on the next request of every
 * server process.
 */
import { eq, sql } from 'drizzle-orm';
import { defaultSystemSettings, type SystemSettings, systemSettingsSchema } from '../../src/domain/systemSettings';
import type { Db } from '../db/client';
import { systemSettings } from '../db/schema';

const ROW_ID = 'system';

type Reader = Pick<Db, 'select'>;

/** Whose defaults apply: a production server's differ (defaultSystemSettings). Outside production by default. */
export interface SettingsReading {
  production?: boolean;
}

/** The stored values over the defaults (a stored value that no longer parses falls back to its default). */
function fromStored(stored: unknown, reading: SettingsReading): SystemSettings {
  const defaults = defaultSystemSettings(reading.production ?? false);
  const values = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(defaults) as (keyof SystemSettings)[]) {
    const parsed = systemSettingsSchema.shape[key].safeParse(values[key]);
    out[key] = parsed.success ? parsed.data : defaults[key];
  }
  return out as SystemSettings;
}

export interface StoredSystemSettings {
  settings: SystemSettings;
  updatedAt: Date | null;
  updatedBy: string | null;
}

export async function readSystemSettingsRow(db: Reader, reading: SettingsReading = {}): Promise<StoredSystemSettings> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.id, ROW_ID)).limit(1);
  return {
    settings: fromStored(row?.values, reading),
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

export async function readSystemSettings(db: Reader, reading: SettingsReading = {}): Promise<SystemSettings> {
  return (await readSystemSettingsRow(db, reading)).settings;
}

/**
 * Replace the settings, answering what they were and what they are. Serialised by a transaction lock, so
 * two admins saving at once each get an accurate `before` (the other's save or the defaults).
 */
export async function writeSystemSettings(
  db: Db,
  at: Date,
  next: SystemSettings,
  actorId: string | null,
  reading: SettingsReading = {},
): Promise<{ before: SystemSettings; after: SystemSettings }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('system_settings', 0))`);
    const before = await readSystemSettings(tx, reading);
    await tx
      .insert(systemSettings)
      .values({ id: ROW_ID, values: next, updatedAt: at, updatedBy: actorId })
      .onConflictDoUpdate({ target: systemSettings.id, set: { values: next, updatedAt: at, updatedBy: actorId } });
    return { before, after: next };
  });
}

/** Lock key that serialises registrations while the max-users limit is checked (server/features/auth). */
export const REGISTRATION_LOCK = 'registration:max_users';
