/**
 * The analytics API and the reports on real data made through the API: customers register, pay (or
 * fail to) in the sandbox on two days, the site sends its first-party events, visitors ask for coverage.
 * The figures each endpoint answers are checked against what was done.
 * Longer than 300 lines: the reports are checked on data made through the API over two days, which is costly to
 * build and shared by every check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../../server/audit/log';
import { ANALYTICS_EVENTS } from '../../../../src/domain/analyticsEvents';
import {
  analyticsErrorBodySchema,
  dashboardResponseSchema,
  networkResponseSchema,
  PERIOD_MESSAGES,
  revenueResponseSchema,
  usersResponseSchema,
} from '../../../../src/features/analytics/contract';
import { paymentEnvelopeSchema } from '../../../../src/features/billing/contract';
import { type BillingHarness, billingHarness, DECLINE, MTN_TEST, payBody } from '../billing/support';

let h: BillingHarness;
let admin: string;
let adminId: string;
const DAY = 86_400_000;

async function registered(username: string, name: string) {
  const email = `${username}@example.com`;
  const res = await h.register({ username, name, email, password: 'Analytics#Pass2026' });
  expect(res.status).toBe(201);
  const tokens = await h.login(email, 'Analytics#Pass2026', '198.51.100.77');
  return { email, token: tokens.access_token };
}

async function pay(token: string, body: Record<string, unknown>, decision: 'approve' | 'decline') {
  h.clock.advance(60_000);
  const res = await h.send('POST', '/api/billing/mobile-money/pay-with-retry', token, payBody(body));
  expect(res.status).toBe(201);
  const p = paymentEnvelopeSchema.parse(await res.json()).data.payment;
  expect(h.sandbox.answer(p.reference, decision)).toBe(true);
  const done = paymentEnvelopeSchema.parse(
    await (await h.send('GET', `/api/billing/payments/${p.id}/status`, token)).json(),
  );
  expect(done.data.payment.status).toBe(decision === 'approve' ? 'succeeded' : 'failed');
  await h.sandbox.flush();
  return done.data.payment;
}

const event = (name: string, at: Date, properties: Record<string, unknown> = {}) => ({
  name,
  timestamp: at.toISOString(),
  properties,
});

beforeAll(async () => {
  h = await billingHarness();
  const tokens = await h.login('ops@example.com', 'Admin#Pass2026');
  admin = tokens.access_token;
  adminId = ((await (await h.get('/api/auth/me', admin)).json()) as { id: string }).id;

  // Day 1, 2026-11-21: the seed's demo customer, Ama (a name that looks like a formula) and Kofi sign up.
  const ama = await registered('ama', '=HYPERLINK("http://evil.example","Ama")');
  const kofi = await registered('kofi', 'Kofi Mensah');
  await pay(ama.token, { mobile_number: MTN_TEST, mobile_network: 'MTN' }, 'approve'); // Standard, GH₵ 100
  await pay(kofi.token, { mobile_number: DECLINE, mobile_network: 'MTN' }, 'decline');
  // the site's events: one session goes all the way, another only looks
  const t = h.clock.now();
  expect(
    (
      await h.post('/api/events', {
        sessionId: 'session-one-0001',
        events: [
          event('page_view', t, { path: '/' }),
          event('page_view', t, { path: '/packages' }),
          event('package_viewed', t, { package_id: 'plan_standard_monthly' }),
          event('package_viewed', t, { package_id: 'plan_basic_monthly' }),
          event('package_selected', t, { package_id: 'plan_standard_monthly' }),
          event('payment_initiated', t),
          event('payment_completed', t),
        ],
      })
    ).status,
  ).toBe(202);
  expect(
    (
      await h.post('/api/events', {
        sessionId: 'session-two-0002',
        events: [
          event('page_view', t, { path: '/packages' }),
          event('package_viewed', t),
          event('error_occurred', t, {
            error_type: 'render_error',
            error_message: 'TypeError: plan is undefined',
            page: '/packages',
            user_action: 'use_page',
          }),
        ],
      })
    ).status,
  ).toBe(202);
  for (const address of ['Lomé, Togo', 'lomé,  togo', 'Abidjan'])
    expect((await h.post('/api/coverage/request', { address, contactInfo: 'kwame@example.com' })).status).toBe(201);

  // Day 2, 2026-11-22: Esi signs up and pays yearly Basic with Telecel (VODAFONE); Kofi pays Premium on MTN.
  h.clock.advance(DAY);
  admin = (await h.login('ops@example.com', 'Admin#Pass2026')).access_token;
  const esi = await registered('esi', 'Esi Owusu');
  await pay(
    esi.token,
    {
      plan_id: 'plan_basic_monthly',
      billing_cycle: 'yearly',
      amount: 500,
      mobile_number: '0201234567',
      mobile_network: 'VODAFONE',
    },
    'approve',
  );
  // (the access token of yesterday has expired: Kofi signs in again)
  const kofiAgain = (await h.login(kofi.email, 'Analytics#Pass2026', '198.51.100.78')).access_token;
  await pay(
    kofiAgain,
    { plan_id: 'plan_premium_monthly', amount: 200, mobile_number: '0241234567', mobile_network: 'MTN' },
    'approve',
  );
  expect(
    (await h.post('/api/events', { sessionId: 'session-three-03', events: [event('page_view', h.clock.now())] }))
      .status,
  ).toBe(202);
});
afterAll(() => h.close());

const getJson = async (path: string) => {
  const res = await h.get(path, admin);
  expect(res.status, path).toBe(200);
  return res.json();
};

describe('GET /api/analytics/dashboard', () => {
  it('counts sign-ups, customers, revenue by day and plan, success rate, failures, networks, views and the funnel', async () => {
    const d = dashboardResponseSchema.parse(await getJson('/api/analytics/dashboard?period=7d'));
    expect(d.period).toEqual({ from: '2026-11-16', to: '2026-11-22', days: 7 });
    // sign-ups: demo + Ama + Kofi on the 21st, Esi on the 22nd (the admin account is not a customer)
    expect(d.users.signups).toBe(4);
    expect(d.users.signupsByDay.slice(-3)).toEqual([
      { date: '2026-11-20', count: 0 },
      { date: '2026-11-21', count: 3 },
      { date: '2026-11-22', count: 1 },
    ]);
    expect(d.users.signupsByDay).toHaveLength(7);
    expect(d.users.totalCustomers).toBe(4);
    expect(d.users.activeCustomers).toBe(3);
    expect(d.users.payingCustomers).toBe(3);
    // revenue: GH₵ 100 on the 21st; GH₵ 500 (Basic yearly) + the Premium month on the 22nd
    const premium = (await import('../../../../src/domain/plans')).findPlan('plan_premium_monthly');
    const premiumPrice = premium?.priceMonthly ?? 0;
    expect(premiumPrice).toBeGreaterThan(0);
    expect(d.revenue.revenueByDay.slice(-2)).toEqual([
      { date: '2026-11-21', pesewas: 10000, payments: 1 },
      { date: '2026-11-22', pesewas: 50000 + premiumPrice, payments: 2 },
    ]);
    expect(d.revenue.revenuePesewas).toBe(60000 + premiumPrice);
    expect(d.revenue.revenueByPlan.map((p) => [p.planName, p.familyName, p.pesewas, p.payments])).toEqual(
      [
        ['Basic Internet', 'City broadband', 50000, 1],
        [premium?.name, 'City broadband', premiumPrice, 1],
        ['Standard Internet', 'City broadband', 10000, 1],
      ].sort((a, b) => Number(b[2]) - Number(a[2])),
    );
    // every family of the catalogue, 0 included, satellite service first
    expect(d.revenue.revenueByFamily).toEqual([
      { family: 'residential', familyName: 'Satellite service', pesewas: 0, payments: 0 },
      { family: 'packages', familyName: 'City broadband', pesewas: 60000 + premiumPrice, payments: 3 },
    ]);
    expect(d.revenue.payments).toEqual({ settled: 4, succeeded: 3, unsuccessful: 1, open: 0, successRate: 0.75 });
    // grouped by the stable failure code, labelled for people (not by the provider's sentence)
    expect(d.revenue.failureReasons).toEqual([{ code: 'declined', reason: 'Declined by the customer', count: 1 }]);
    expect(d.network.networkShare).toEqual([
      { network: 'MTN', payments: 2, pesewas: 10000 + premiumPrice, share: 2 / 3 },
      { network: 'VODAFONE', payments: 1, pesewas: 50000, share: 1 / 3 },
      { network: 'AIRTELTIGO', payments: 0, pesewas: 0, share: 0 },
    ]);
    expect(d.network.coverageRequests).toBe(3);
    expect(d.network.coverageByArea).toEqual(
      [
        { area: 'Lomé, Togo', requests: 2 },
        { area: 'Abidjan', requests: 1 },
      ].sort((a, b) => b.requests - a.requests),
    );
    expect(d.traffic.pageViews).toBe(4);
    expect(d.traffic.pageViewsByDay.slice(-2)).toEqual([
      { date: '2026-11-21', count: 3 },
      { date: '2026-11-22', count: 1 },
    ]);
    expect(d.traffic.funnel).toEqual([
      { step: 'package_viewed', sessions: 2 },
      { step: 'package_selected', sessions: 1 },
      { step: 'payment_initiated', sessions: 1 },
      { step: 'payment_completed', sessions: 1 },
    ]);
    // every event of the vocabulary, in its order, with its count and sessions (0 when none)
    expect(d.traffic.events.map((e) => e.name)).toEqual([...ANALYTICS_EVENTS]);
    const counted = (name: string) => d.traffic.events.find((e) => e.name === name);
    expect(counted('page_view')).toEqual({ name: 'page_view', count: 4, sessions: 3 });
    expect(counted('package_viewed')).toEqual({ name: 'package_viewed', count: 3, sessions: 2 });
    expect(counted('error_occurred')).toEqual({ name: 'error_occurred', count: 1, sessions: 1 });
    expect(counted('user_login')).toEqual({ name: 'user_login', count: 0, sessions: 0 });
    // what the error screen reported ('our team has been notified'), where the team can read it
    expect(d.traffic.recentErrors).toEqual([
      {
        at: expect.stringMatching(/^2026-11-21T/),
        type: 'render_error',
        message: 'TypeError: plan is undefined',
        page: '/packages',
        userAction: 'use_page',
      },
    ]);
  });

  it('a period before anything happened is all zeros, with one entry per day', async () => {
    const d = dashboardResponseSchema.parse(await getJson('/api/analytics/dashboard?from=2026-10-01&to=2026-10-31'));
    expect(d.period).toEqual({ from: '2026-10-01', to: '2026-10-31', days: 31 });
    expect(d.users.signups).toBe(0);
    expect(d.revenue.revenueByDay).toHaveLength(31);
    expect(d.revenue.revenuePesewas).toBe(0);
    expect(d.revenue.payments.successRate).toBeNull();
    expect(d.traffic.funnel.every((s) => s.sessions === 0)).toBe(true);
    // active customers are counted as of now, whatever the period
    expect(d.users.activeCustomers).toBe(3);
  });

  it('a one-day period sees only that day', async () => {
    const d = dashboardResponseSchema.parse(await getJson('/api/analytics/dashboard?from=2026-11-21&to=2026-11-21'));
    expect(d.users.signups).toBe(3);
    expect(d.revenue.revenuePesewas).toBe(10000);
    expect(d.revenue.payments).toMatchObject({ succeeded: 1, unsuccessful: 1, successRate: 0.5 });
    expect(d.traffic.pageViews).toBe(3);
  });

  it('defaults to the last 30 days', async () => {
    const d = dashboardResponseSchema.parse(await getJson('/api/analytics/dashboard'));
    expect(d.period).toEqual({ from: '2026-10-24', to: '2026-11-22', days: 30 });
  });
});

describe('the section endpoints', () => {
  it('users, revenue and network answer their part of the same figures', async () => {
    const full = dashboardResponseSchema.parse(await getJson('/api/analytics/dashboard?period=90d'));
    const users = usersResponseSchema.parse(await getJson('/api/analytics/users?period=90d'));
    const revenue = revenueResponseSchema.parse(await getJson('/api/analytics/revenue?period=90d'));
    const network = networkResponseSchema.parse(await getJson('/api/analytics/network?period=90d'));
    expect(users.users).toEqual(full.users);
    expect(users.traffic).toEqual(full.traffic);
    expect(revenue.revenue).toEqual(full.revenue);
    expect(network.network).toEqual(full.network);
    expect(full.period.days).toBe(90);
  });
});

describe('bad periods answer 400 with the field and the rule, whose message names the field', () => {
  it.each([
    ['period=1y', 'period', PERIOD_MESSAGES.period],
    ['from=2026-11-01', 'to', PERIOD_MESSAGES.both],
    ['to=2026-11-01', 'from', PERIOD_MESSAGES.both],
    ['from=2026-11-10&to=2026-11-01', 'from', PERIOD_MESSAGES.order],
    ['from=2025-01-01&to=2026-11-01', 'to', PERIOD_MESSAGES.span],
    ['from=2026-02-30&to=2026-03-01', 'from', PERIOD_MESSAGES.from],
    ['from=2026-03-01&to=yesterday', 'to', PERIOD_MESSAGES.to],
    ['period=7d&from=2026-11-01&to=2026-11-02', 'period', PERIOD_MESSAGES.mixed],
  ])('%s', async (query, path, message) => {
    for (const section of ['dashboard', 'users', 'network', 'revenue']) {
      const res = await h.get(`/api/analytics/${section}?${query}`, admin);
      expect(res.status).toBe(400);
      const body = analyticsErrorBodySchema.parse(await res.json());
      expect(body.code).toBe('validation_failed');
      expect(body.issues).toEqual([{ path, message }]);
      expect(body.message).toBe(message);
    }
  });

  it('a customer is refused (403), whatever the query', async () => {
    const demo = (await h.login('demo@example.com', 'Demo#Pass2026')).access_token;
    expect((await h.get('/api/analytics/dashboard?period=7d', demo)).status).toBe(403);
    expect((await h.get('/api/admin/reports?type=customers', demo)).status).toBe(403);
  });
});

/** Parse CSV (RFC 4180, CRLF) into rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += ch;
  }
  return rows;
}

describe('GET /api/admin/reports', () => {
  it('customers: every customer with the subscription, a formula-looking name as text, as an attachment, audited', async () => {
    const res = await h.get('/api/admin/reports?type=customers', admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="skylink-customers-2026-11-22.csv"');
    const text = await res.text();
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      'Customer ID',
      'Name',
      'Email',
      'Phone',
      'Account',
      'Email verified',
      'Signed up',
      'Plan',
      'Billing cycle',
      'Subscription',
      'Next billing',
    ]);
    expect(rows.map((r) => r[2])).toEqual([
      'Email',
      // oldest first; the seed's demo account and Ama signed up at the same instant (then by address)
      'ama@example.com',
      'demo@example.com',
      'kofi@example.com',
      'esi@example.com',
    ]);
    const ama = rows.find((r) => r[2] === 'ama@example.com');
    // the apostrophe makes a spreadsheet show the name as text; no line of the file starts a formula
    expect(ama?.[1]).toBe(`'=HYPERLINK("http://evil.example","Ama")`);
    expect(text).not.toMatch(/(^|,|\r\n)=HYPERLINK/);
    expect(ama?.slice(7, 10)).toEqual(['Standard Internet (City broadband)', 'monthly', 'active']);
    expect(rows.find((r) => r[2] === 'esi@example.com')?.slice(7, 10)).toEqual([
      'Basic Internet (City broadband)',
      'yearly',
      'active',
    ]);
    expect(rows.find((r) => r[2] === 'demo@example.com')?.[9]).toBe('none');

    const audit = await listAudit(h.database.db, { userId: adminId, limit: 10, offset: 0 });
    const entry = audit.entries.find((e) => e.action === 'system.report_exported');
    expect(entry).toMatchObject({ actorId: adminId, category: 'system', level: 'info' });
    expect(entry?.details).toMatchObject({ type: 'customers', rows: 4 });
  });

  it('payments: each payment of the period with its customer, amount in GH₵ and failure reason', async () => {
    const res = await h.get('/api/admin/reports?type=payments&from=2026-11-21&to=2026-11-22', admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="skylink-payments-2026-11-21_2026-11-22.csv"',
    );
    const rows = parseCsv(await res.text());
    expect(rows).toHaveLength(5);
    expect(rows.slice(1).map((r) => [r[4], r[7], r[8], r[10]])).toEqual([
      ['ama@example.com', '100.00', 'succeeded', 'MTN'],
      ['kofi@example.com', '100.00', 'failed', 'MTN'],
      ['esi@example.com', '500.00', 'succeeded', 'VODAFONE'],
      ['kofi@example.com', expect.stringMatching(/^\d+\.00$/), 'succeeded', 'MTN'],
    ]);
    expect(rows[1]?.[3]).toBe(`'=HYPERLINK("http://evil.example","Ama")`);
    expect(rows[2]?.[11]).not.toBe('');
  });

  it('revenue: succeeded payments by day and plan, matching the dashboard', async () => {
    const rows = parseCsv(await (await h.get('/api/admin/reports?type=revenue&period=7d', admin)).text());
    expect(rows[0]).toEqual(['Date', 'Plan', 'Payments', 'Revenue (GHS)']);
    const d = dashboardResponseSchema.parse(await getJson('/api/analytics/dashboard?period=7d'));
    const total = rows.slice(1).reduce((sum, r) => sum + Math.round(Number(r[3]) * 100), 0);
    expect(total).toBe(d.revenue.revenuePesewas);
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toContainEqual(['2026-11-21', 'Standard Internet (City broadband)']);
    expect(rows).toHaveLength(4);
  });

  it('parallel exports each answer the same file and each leave one audit entry', async () => {
    const before = (await listAudit(h.database.db, { userId: adminId, limit: 100, offset: 0 })).total;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => h.get('/api/admin/reports?type=payments&period=7d', admin)),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const texts = await Promise.all(answers.map((r) => r.text()));
    expect(new Set(texts).size).toBe(1);
    const after = await listAudit(h.database.db, { userId: adminId, limit: 100, offset: 0 });
    expect(after.total).toBe(before + 6);
    expect(after.entries.slice(0, 6).every((e) => e.action === 'system.report_exported')).toBe(true);
  });

  it('a missing or unknown type, or a bad period, answers 400 and records nothing', async () => {
    const before = (await listAudit(h.database.db, { userId: adminId, limit: 100, offset: 0 })).total;
    for (const query of ['', '?type=secrets', '?type=payments&period=2w']) {
      const res = await h.get(`/api/admin/reports${query}`, admin);
      expect(res.status).toBe(400);
      expect(analyticsErrorBodySchema.parse(await res.json()).code).toBe('validation_failed');
    }
    expect((await listAudit(h.database.db, { userId: adminId, limit: 100, offset: 0 })).total).toBe(before);
  });
});
