/**
 * The 50-newest trim against a real PostgreSQL server, where transactions really run at the same time
 * (PGlite runs one at a time, so the harness cannot show the race). Runs in the `server-pg` project
 * (npm run test:server:pg), on a fresh database of that run's throwaway PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../../../server/db/client';
import { users } from '../../../../server/features/auth/tables';
import { insertNotification, NOTIFICATIONS_KEPT } from '../../../../server/features/notifications/notifications';
import { notifications } from '../../../../server/features/notifications/tables';
import { openTestDatabase } from '../../harness';

const server = inject('postgresUrl');

describe.runIf(server)('notification trim on PostgreSQL (parallel writers)', () => {
  let database: Database;
  let userId = '';
  beforeAll(async () => {
    database = await openTestDatabase();
    const [row] = await database.db
      .insert(users)
      .values({
        email: `trim${Date.now()}@example.com`,
        username: `trim${Date.now()}`,
        passwordHash: 'x',
        fullName: 'Trim Tester',
      })
      .returning({ id: users.id });
    userId = row?.id ?? '';
  });
  afterAll(async () => {
    await database.db.delete(users).where(eq(users.id, userId));
    await database.close();
  });

  const countRows = async () => {
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    return row?.n ?? 0;
  };

  it('80 concurrent inserting transactions (10 connections) leave exactly the 50 newest', async () => {
    await database.db.delete(notifications).where(eq(notifications.userId, userId));
    const base = Date.now();
    await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        database.db.transaction((tx) =>
          insertNotification(tx, new Date(base + i), userId, 'payment_pending', `Note ${i}`, 'parallel', null),
        ),
      ),
    );
    expect(await countRows()).toBe(NOTIFICATIONS_KEPT);
  });

  it('at the cap, 30 concurrent writers leave exactly 50: the 30 new ones and the 20 newest before them', async () => {
    await database.db.delete(notifications).where(eq(notifications.userId, userId));
    const base = Date.now();
    for (let i = 0; i < NOTIFICATIONS_KEPT; i += 1) {
      await database.db.transaction((tx) =>
        insertNotification(tx, new Date(base + i), userId, 'payment_pending', `Old ${i}`, 'before', null),
      );
    }
    expect(await countRows()).toBe(NOTIFICATIONS_KEPT);
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        database.db.transaction((tx) =>
          insertNotification(tx, new Date(base + 1000 + i), userId, 'payment_pending', `New ${i}`, 'after', null),
        ),
      ),
    );
    const kept = await database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    expect(kept).toHaveLength(NOTIFICATIONS_KEPT);
    const titles = new Set(kept.map((n) => n.title));
    for (let i = 0; i < 30; i += 1) expect(titles.has(`New ${i}`)).toBe(true);
    for (let i = 30; i < NOTIFICATIONS_KEPT; i += 1) expect(titles.has(`Old ${i}`)).toBe(true);
  });

  it('control: the same writes without the advisory lock can leave more than 50 (the race the lock prevents)', async () => {
    let worst = 0;
    for (let round = 0; round < 5 && worst <= NOTIFICATIONS_KEPT; round += 1) {
      await database.db.delete(notifications).where(eq(notifications.userId, userId));
      await Promise.all(
        Array.from({ length: 80 }, (_, i) =>
          database.db.transaction(async (tx) => {
            await tx.insert(notifications).values({
              userId,
              type: 'payment_pending',
              title: `Unlocked ${i}`,
              message: 'parallel',
              createdAt: new Date(Date.now() + i),
            });
            await tx.execute(sql`delete from notifications where user_id = ${userId} and id not in (
              select id from notifications where user_id = ${userId} order by created_at desc, seq desc limit ${NOTIFICATIONS_KEPT})`);
          }),
        ),
      );
      worst = Math.max(worst, await countRows());
    }
    expect(worst).toBeGreaterThan(NOTIFICATIONS_KEPT);
  });
});
