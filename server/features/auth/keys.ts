import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverKeys } from '../../db/schema';

const JWT_KEY_NAME = 'jwt_hs256';

/**
 * The access-token signing key: JWT_SECRET when configured, else a random 512-bit key generated on
 * first start and kept in server_keys (insert-if-absent, then read back, so concurrent starts agree).
 */
export async function loadSigningKey(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverKeys)
    .values({ name: JWT_KEY_NAME, value: randomBytes(64).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, JWT_KEY_NAME));
  if (!row) throw new Error('The token signing key could not be stored');
  return row.value;
}
