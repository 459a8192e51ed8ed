/**
 * The SMS dispatcher on the app's clock: a queued row is sent once; a failing send is tried again after
 * 1 min, 5 min, 30 min and 2 h, then marked failed with its last error; a permanent refusal fails at once;
 * the outbox sender keeps the row. And the confirmation's text: GSM-7 only, one SMS at most.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { smsOutbox } from '../../../server/db/schema';
import { confirmationText } from '../../../server/features/billing/smsConfirmation';
import { SMS_MAX_ATTEMPTS, smsDispatcher } from '../../../server/sms/dispatcher';
import { fitsOneSms, gsm7Length } from '../../../server/sms/gsm7';
import { readSmsOutbox, smsOutboxCounts } from '../../../server/sms/outbox';
import { internationalGhanaPhone, outboxSmsSender, SmsSendError, type SmsSender } from '../../../server/sms/sender';
import { PLANS } from '../../../src/domain/plans';
import { paymentReference } from '../../../src/features/billing/rules';
import { openTestDatabase, testClock } from '../harness';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function queue(to: string) {
  const [row] = await database.db
    .insert(smsOutbox)
    .values({ to, text: 'hello', status: 'queued', nextAttemptAt: clock.now(), createdAt: clock.now() })
    .returning();
  if (!row) throw new Error('no row');
  return row.id;
}
const clock = testClock();
const rowOf = async (id: number) => (await database.db.select().from(smsOutbox).where(eq(smsOutbox.id, id)))[0];

describe('the SMS dispatcher', () => {
  it('retries a failing send after 1 min, 5 min, 30 min and 2 h, then fails it with the last error', async () => {
    const tries: string[] = [];
    const failing: SmsSender = {
      name: 'arkesel',
      async send(m) {
        tries.push(clock.now().toISOString());
        throw new SmsSendError(`Arkesel HTTP 503: busy (${m.to})`);
      },
    };
    const d = smsDispatcher({ db: database.db, sender: failing, clock: clock.now });
    const id = await queue('233241110001');
    const start = clock.now().getTime();
    expect((await d.runDue()).retrying).toBe(1);
    for (const wait of [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000]) {
      clock.advance(wait - 1000);
      expect(await d.runDue()).toEqual({ sent: 0, kept: 0, retrying: 0, failed: 0 }); // not due yet
      clock.advance(1000);
      await d.runDue();
    }
    expect(tries.map((t) => (Date.parse(t) - start) / 60_000)).toEqual([0, 1, 6, 36, 156]);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: SMS_MAX_ATTEMPTS, provider: 'arkesel' });
    expect(row?.lastError).toBe('Arkesel HTTP 503: busy (233241110001)');
    clock.advance(24 * 3600_000);
    await d.runDue();
    expect(tries).toHaveLength(SMS_MAX_ATTEMPTS); // a failed row is never tried again
    const [listed] = await readSmsOutbox(database.db, '233241110001');
    expect(listed).toMatchObject({ status: 'failed', attempts: 5, lastError: row?.lastError, nextAttemptAt: null });
    expect((await smsOutboxCounts(database.db)).failed).toBeGreaterThanOrEqual(1);
  });

  it('sends once after a failure, and a permanent refusal fails at once', async () => {
    let calls = 0;
    const flaky: SmsSender = {
      name: 'arkesel',
      async send(m) {
        calls += 1;
        if (m.to === '233241110003') throw new SmsSendError('Arkesel refused the number', true);
        if (calls === 1) throw new Error('socket hang up');
        return { status: 'sent', providerMessageId: 'id-1' };
      },
    };
    const d = smsDispatcher({ db: database.db, sender: flaky, clock: clock.now });
    const ok = await queue('233241110002');
    await d.runDue();
    expect(await rowOf(ok)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'socket hang up' });
    clock.advance(60_000);
    await d.runDue();
    expect(await rowOf(ok)).toMatchObject({ status: 'sent', attempts: 2, providerMessageId: 'id-1', lastError: null });
    clock.advance(3 * 3600_000);
    await d.runDue();
    expect(calls).toBe(2);
    const refused = await queue('233241110003');
    await d.runDue();
    expect(await rowOf(refused)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('two dispatchers at once take each row once', async () => {
    let sends = 0;
    const counting: SmsSender = {
      name: 'arkesel',
      async send() {
        sends += 1;
        return { status: 'sent', providerMessageId: null };
      },
    };
    const ids = [await queue('233241110004'), await queue('233241110005'), await queue('233241110006')];
    const a = smsDispatcher({ db: database.db, sender: counting, clock: clock.now });
    const b = smsDispatcher({ db: database.db, sender: counting, clock: clock.now });
    await Promise.all([a.runDue(), b.runDue(), a.runDue()]);
    expect(sends).toBe(3);
    for (const id of ids) expect((await rowOf(id))?.status).toBe('sent');
  });

  it('the outbox sender keeps the message', async () => {
    const id = await queue('233241110007');
    await smsDispatcher({ db: database.db, sender: outboxSmsSender, clock: clock.now }).runDue();
    expect(await rowOf(id)).toMatchObject({ status: 'kept', provider: 'outbox', attempts: 1 });
  });
});

describe('the confirmation text', () => {
  const longestPlan = [...PLANS].sort((a, b) => b.name.length - a.name.length)[0]?.name ?? '';
  // the longest reference: SKY-{13-digit ms}-{8 hex}; an amount with thousands
  const reference = paymentReference(Date.parse('2286-11-20T17:46:39.999Z'), new Uint8Array([255, 255, 255, 255]));
  const until = new Date('2027-12-31T00:00:00Z');

  it('fits one GSM-7 SMS with the longest plan name and reference, in GHS', () => {
    expect(reference).toHaveLength(26);
    const text = confirmationText({ amountPesewas: 9_999_999, plan: longestPlan, until, reference });
    expect(text).toBe(
      `SkyLink Ghana: GHS 99,999.99 received for ${longestPlan}. Service active until 31 Dec 2027. Ref ${reference}`,
    );
    expect(fitsOneSms(text)).toBe(true);
    expect(text).not.toContain('₵');
    expect(gsm7Length('GH₵ 100.00')).toBeNull();
  });

  it('shortens a plan name too long for one SMS and replaces characters outside GSM-7', () => {
    const text = confirmationText({
      amountPesewas: 9_999_999,
      plan: `Ultra “Fibre” ₵ ${'Unlimited '.repeat(6)}`,
      until,
      reference,
    });
    expect(fitsOneSms(text)).toBe(true);
    expect(text).toContain('Ultra ?Fibre? ? Unlimited');
    expect(text).toContain('...');
    expect(text.endsWith(`Ref ${reference}`)).toBe(true);
  });

  it('numbers go out in the international form', () => {
    expect(internationalGhanaPhone('055 123 4987')).toBe('233551234987');
    expect(internationalGhanaPhone('+233 55 123 4987')).toBe('233551234987');
    expect(internationalGhanaPhone('12345')).toBeNull();
    expect(internationalGhanaPhone(null)).toBeNull();
  });
});
