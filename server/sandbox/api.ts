/**
 * The sandbox's secret-key API: the paths of Paystack's that our adapter uses (initialize, verify, the
 * transaction list, customers, charge, submit_otp, check pending), with Paystack's envelopes, messages
 * and statuses (provider note §8 checklist). What it does not implement answers JSON `{ status: false,
 * message }`, after the key check, as Paystack's API does.
 */
import { Hono } from 'hono';
import { SANDBOX_VOUCHER } from './data';
import { chargeState, transactionObject } from './objects';
import { fail, full, ghanaMobile, okJson, readBody, validateTransaction } from './requests';
import type { SandboxStore } from './store';

export function apiRoutes(store: SandboxStore, secretKey: string): Hono {
  const api = new Hono();
  const object = (tx: Parameters<typeof transactionObject>[0]) => transactionObject(tx, store.nowMs());
  const state = (tx: Parameters<typeof chargeState>[0]) => chargeState(tx, store.nowMs());

  api.use('*', async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/.exec(header);
    if (!match) return fail(401, 'Format is Authorization Bearer [secret key]');
    if (match[1] !== secretKey) return fail(401, 'Invalid key');
    await next();
  });

  api.post('/transaction/initialize', async (c) => {
    const b = await readBody(c.req.raw);
    if (!b) return fail(400, 'Invalid request body');
    const v = validateTransaction(b);
    if (v instanceof Response) return v;
    if (v.reference && store.peek(v.reference)) {
      return fail(400, 'Duplicate Transaction Reference', { type: 'validation_error', code: 'duplicate_reference' });
    }
    const meta = b.metadata as Record<string, unknown> | undefined;
    if (!store.makeRoom()) return full();
    const tx = store.add({
      ...v,
      metadata: b.metadata,
      callback_url: typeof b.callback_url === 'string' ? b.callback_url : null,
      flutterwave: meta?.checkout_style === 'flutterwave',
      byMerchant: true,
    });
    return okJson('Authorization URL created', {
      authorization_url: `${new URL(c.req.url).origin}/sandbox/paystack/checkout/${tx.access_code}`,
      access_code: tx.access_code,
      reference: tx.reference,
    });
  });

  api.get('/transaction/verify/:reference', (c) => {
    const tx = store.find(c.req.param('reference'));
    if (!tx) return fail(404, 'Transaction reference not found');
    store.seen(tx);
    return okJson('Verification successful', object(tx));
  });

  api.get('/transaction', (c) => {
    // Paystack's reference page spells it perPage, its OpenAPI description per_page: both are taken
    const perPage = Math.min(Math.max(Number(c.req.query('perPage') ?? c.req.query('per_page') ?? 50) || 50, 1), 200);
    const page = Math.max(Number(c.req.query('page') ?? 1) || 1, 1);
    const customer = c.req.query('customer');
    const status = c.req.query('status');
    let list = store.all();
    if (customer) list = list.filter((tx) => String(tx.customer.id) === customer);
    if (status) list = list.filter((tx) => tx.status === status);
    const amount = c.req.query('amount');
    if (amount) list = list.filter((tx) => String(tx.amount) === amount);
    // Paystack's from/to: a period of created_at (either end may be left open)
    const from = Date.parse(c.req.query('from') ?? '');
    const to = Date.parse(c.req.query('to') ?? '');
    if (!Number.isNaN(from)) list = list.filter((tx) => Date.parse(tx.created_at) >= from);
    if (!Number.isNaN(to)) list = list.filter((tx) => Date.parse(tx.created_at) <= to);
    list.sort((a, b) => b.id - a.id);
    const slice = list.slice((page - 1) * perPage, page * perPage);
    return okJson('Transactions retrieved', slice.map(object), {
      total: list.length,
      total_volume: slice.reduce((sum, tx) => sum + tx.amount, 0),
      skipped: (page - 1) * perPage,
      perPage,
      page,
      pageCount: Math.max(1, Math.ceil(list.length / perPage)),
    });
  });

  api.get('/customer/:key', (c) => {
    const customer = store.customer(c.req.param('key').trim().toLowerCase());
    if (!customer) return fail(404, 'Customer not found');
    const transactions = store.all().filter((tx) => tx.customer.id === customer.id);
    return okJson('Customer retrieved', {
      id: customer.id,
      customer_code: customer.customer_code,
      email: customer.email,
      first_name: null,
      last_name: null,
      phone: null,
      metadata: null,
      domain: 'test',
      risk_action: 'default',
      integration: 100032,
      transactions: transactions.map(object),
      subscriptions: [],
      authorizations: [],
      total_transactions: transactions.length,
      total_transaction_value: [],
      dedicated_account: null,
      identified: false,
      identifications: null,
      createdAt: customer.created_at,
      updatedAt: customer.created_at,
      created_at: customer.created_at,
      updated_at: customer.created_at,
    });
  });

  api.post('/charge', async (c) => {
    const b = await readBody(c.req.raw);
    if (!b) return fail(400, 'Invalid request body');
    if (typeof b.email !== 'string' || !b.email.trim()) return fail(400, 'Email address is required to create charge');
    const v = validateTransaction(b);
    if (v instanceof Response) return v;
    const momo = b.mobile_money as { phone?: unknown; provider?: unknown } | undefined;
    if (!momo || typeof momo.phone !== 'string' || typeof momo.provider !== 'string') {
      return fail(400, 'One of authorization code, card, bank, ussd, mobile money, qr or EFT objects must be passed');
    }
    if (!['mtn', 'vod', 'atl', 'tgo'].includes(momo.provider.toLowerCase())) {
      return fail(400, 'Invalid mobile money provider');
    }
    const phone = ghanaMobile(momo.phone);
    if (!phone) return fail(400, 'Invalid phone number', { type: 'validation_error' });
    if (v.reference && store.peek(v.reference)) return fail(400, 'Duplicate charge request for reference');
    if (!store.makeRoom()) return full();
    const tx = store.add({ ...v, metadata: b.metadata, byMerchant: true });
    store.startMobileMoney(tx, phone, momo.provider.toLowerCase());
    if (tx.status === 'success') {
      store.seen(tx);
      return okJson('Charge attempted', state(tx));
    }
    if (tx.status === 'ongoing') return okJson('Charge attempted', state(tx));
    return okJson('Charge attempted', {
      reference: tx.reference,
      status: 'pay_offline',
      display_text: 'Please complete authorization process on your mobile phone',
    });
  });

  /** The Telecel voucher (Paystack's send_otp step): the right one pays, any other is refused. */
  api.post('/charge/submit_otp', async (c) => {
    const b = await readBody(c.req.raw);
    const tx = typeof b?.reference === 'string' ? store.find(b.reference) : undefined;
    if (!tx) return fail(400, 'Transaction reference is invalid');
    if (tx.status !== 'ongoing' || String(b?.otp ?? '') !== SANDBOX_VOUCHER) {
      return fail(400, 'Provided registration token is invalid');
    }
    store.finish(tx, 'success');
    store.seen(tx);
    return okJson('Charge attempted', state(tx));
  });

  api.get('/charge/:reference', (c) => {
    const tx = store.find(c.req.param('reference'));
    if (!tx) return fail(400, 'Transaction reference is invalid');
    store.seen(tx);
    return okJson('Reference check successful', state(tx));
  });

  // What the sandbox does not implement answers as Paystack's API does, in JSON (after the key check).
  api.all('*', () => fail(404, 'This endpoint is not available on the payment sandbox'));
  return api;
}
