/**
 * The notification settings' topic toggles govern the bell as they govern SMS and mail: with Billing updates
 * off, the bell (GET /api/notifications and its unread count) shows no payment notice; with Service updates off,
 * no service notice (an expiry), while billing notices still show. The notices are kept meanwhile, and show
 * again once the topic is back on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNotification } from '../../../../server/features/notifications';
import { notificationsResponseSchema } from '../../../../src/features/notifications/contract';
import { DEFAULT_SETTINGS } from '../../../../src/features/settings/contract';
import { type BillingHarness, billingHarness, type Customer, payApproved } from '../billing/support';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness();
});
afterAll(() => h.close());

const bell = async (c: Customer) =>
  notificationsResponseSchema.parse(await (await h.send('GET', '/api/notifications', c.token)).json()).data;
const save = async (c: Customer, changes: Record<string, boolean>) => {
  const res = await h.send('PUT', '/api/notifications/settings', c.token, {
    ...DEFAULT_SETTINGS.notifications,
    ...changes,
  });
  expect(res.status).toBe(200);
};
/** A customer who paid once and whose service then expired: billing notices and one service notice. */
async function customerWithNotices(name: string) {
  const c = await h.customer(name);
  await payApproved(h, c, {});
  await h.database.db.transaction((tx) =>
    insertNotification(tx, h.clock.now(), c.id, 'service_expired', 'Service expired', 'Renew to keep it.', null),
  );
  return c;
}

describe('the bell follows the topic toggles', () => {
  it('Billing updates off: no payment notice and none counted unread; back on: they show again', async () => {
    const c = await customerWithNotices('Bell Billing');
    const all = await bell(c);
    expect(all.notifications.map((n) => n.type).sort()).toEqual([
      'payment_pending',
      'payment_success',
      'service_active',
      'service_expired',
    ]);
    await save(c, { billingUpdates: false });
    const quiet = await bell(c);
    expect(quiet.notifications.map((n) => n.type)).toEqual(['service_expired']);
    expect(quiet.unread_count).toBe(1);
    await save(c, { billingUpdates: true });
    expect((await bell(c)).notifications).toHaveLength(4);
  });

  it('Service updates off: the expiry is hidden, the payment notices still show', async () => {
    const c = await customerWithNotices('Bell Service');
    await save(c, { serviceUpdates: false });
    const shown = await bell(c);
    expect(shown.notifications.map((n) => n.type).sort()).toEqual([
      'payment_pending',
      'payment_success',
      'service_active',
    ]);
    expect(shown.unread_count).toBe(3);
  });

  it('the channel toggles (SMS, Email) leave the bell as it is', async () => {
    const c = await customerWithNotices('Bell Channels');
    await save(c, { smsNotifications: false, emailNotifications: false });
    expect((await bell(c)).notifications).toHaveLength(4);
  });
});
