/**
 * Deleting an account keeps the books: the customer's own deletion and an administrator's leave its payments,
 * invoices and payment events in place with no personal data, the admin revenue unchanged; the person can no
 * longer sign in, and the email is free to register again.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, paymentEvents, payments } from '../../../../server/features/billing/tables';
import { dashboardResponseSchema } from '../../../../src/features/analytics/contract';
import { paymentEnvelopeSchema } from '../../../../src/features/billing/contract';
import { type BillingHarness, billingHarness, MTN_TEST, payBody } from './support';

const PASSWORD = 'Books#Pass2026';
let h: BillingHarness;
let admin: string;
beforeAll(async () => {
  h = await billingHarness();
  admin = (await h.login('ops@example.com', 'Admin#Pass2026')).access_token;
});
afterAll(() => h.close());

async function payingCustomer(username: string) {
  const email = `${username}@example.com`;
  expect((await h.register({ username, name: `${username} Mensah`, email, password: PASSWORD })).status).toBe(201);
  const token = (await h.login(email, PASSWORD, '198.51.100.90')).access_token;
  const res = await h.send(
    'POST',
    '/api/billing/mobile-money/pay-with-retry',
    token,
    payBody({ phone_number: MTN_TEST }),
  );
  expect(res.status).toBe(201);
  const started = paymentEnvelopeSchema.parse(await res.json()).data.payment;
  expect(h.sandbox.answer(started.reference, 'approve')).toBe(true);
  const done = paymentEnvelopeSchema.parse(
    await (await h.send('GET', `/api/billing/payments/${started.id}/status`, token)).json(),
  ).data.payment;
  expect(done.status).toBe('succeeded');
  await h.sandbox.flush();
  const me = (await (await h.get('/api/auth/me', token)).json()) as { id: string };
  return { email, token, id: me.id, paymentId: done.id };
}

const revenue = async () =>
  dashboardResponseSchema.parse(await (await h.get('/api/analytics/dashboard?period=7d', admin)).json()).revenue
    .revenuePesewas;

/** What the books hold of one payment, straight from the database. */
async function books(paymentId: string) {
  const db = h.database.db;
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  const [invoice] = payment?.invoiceId
    ? await db.select().from(invoices).where(eq(invoices.id, payment.invoiceId))
    : [];
  const events = await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
  return { payment, invoice, events };
}

async function expectBooksKeptWithoutPersonalData(paymentId: string, email: string) {
  const { payment, invoice, events } = await books(paymentId);
  expect(payment).toMatchObject({ userId: null, email: '', phoneMasked: null, payerPhone: null, status: 'succeeded' });
  expect(payment?.amountPesewas).toBeGreaterThan(0);
  expect(invoice).toMatchObject({ userId: null, status: 'paid' });
  expect(events.length).toBeGreaterThan(0);
  expect(JSON.stringify({ payment, invoice })).not.toContain(email);
  expect(JSON.stringify({ payment, invoice })).not.toContain(MTN_TEST.slice(1));
}

async function expectGoneAndEmailFree(email: string, username: string) {
  const signIn = await h.post('/api/auth/login', { email, password: PASSWORD });
  expect(signIn.status).toBe(401);
  const again = await h.register({ username: `${username}2`, name: `${username} Again`, email, password: PASSWORD });
  expect(again.status).toBe(201);
}

describe('deleting an account keeps the books', () => {
  it('the customer deletes their own account: payments and invoices stay, anonymised; revenue unchanged', async () => {
    const c = await payingCustomer('selfdelete');
    const before = await revenue();
    expect((await books(c.paymentId)).payment?.email).toBe(c.email);

    const res = await h.send('DELETE', '/api/auth/delete-account', c.token, { password: PASSWORD });
    expect(res.status).toBe(200);

    await expectBooksKeptWithoutPersonalData(c.paymentId, c.email);
    expect(await revenue()).toBe(before);
    await expectGoneAndEmailFree(c.email, 'selfdelete');
  });

  it('an administrator deletes an account: the same', async () => {
    const c = await payingCustomer('admindelete');
    const before = await revenue();

    const res = await h.send('POST', `/api/admin/users/${c.id}/delete`, admin, { reason: 'Customer asked by phone' });
    expect(res.status).toBe(200);

    await expectBooksKeptWithoutPersonalData(c.paymentId, c.email);
    expect(await revenue()).toBe(before);
    await expectGoneAndEmailFree(c.email, 'admindelete');
  });
});
