/**
 * The admin panel's API through app.request: overview KPIs counted from the database, network demand
 * (requests and recorded checks by region and zone; checks keep no address), the coverage request
 * follow-up (audited), and the support inbox (filters, paging, status/assignee, replies mailed and
 * audited, two admins answering at once: exactly one reply is mailed and stored).
 * Longer than 300 lines: the admin panel's endpoints share one seeded database and its sign-ins; one describe
 * per endpoint.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../../server/audit/log';
import { users } from '../../../../server/features/auth/tables';
import { payments } from '../../../../server/features/billing/tables';
import { coverageChecks } from '../../../../server/features/coverage/tables';
import { contactMessages } from '../../../../server/features/site/tables';
import {
  adminErrorBodySchema,
  coverageRequestUpdatedSchema,
  networkStatsResponseSchema,
  overviewResponseSchema,
  replyResponseSchema,
  ticketListSchema,
  ticketResponseSchema,
} from '../../../../src/features/admin/contract';
import { ADMIN_MESSAGES as m } from '../../../../src/features/admin/messages';
import { createHarness, type Harness } from '../../harness';

let h: Harness;
let admin: string;
let admin2: string;
let customer: string;
let adminId: string;
let admin2Id: string;

beforeAll(async () => {
  h = await createHarness();
  admin = (await h.login('ops@example.com', 'Admin#Pass2026')).access_token;
  customer = (await h.login('demo@example.com', 'Demo#Pass2026')).access_token;
  const res = await h.register({
    username: 'efua',
    name: 'Efua Owusu',
    email: 'efua@example.com',
    password: 'Efua#Pass2026',
  });
  expect(res.status).toBe(201);
  await h.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'efua@example.com'));
  admin2 = (await h.login('efua@example.com', 'Efua#Pass2026')).access_token;
  const [a] = await h.database.db.select().from(users).where(eq(users.email, 'ops@example.com'));
  const [b] = await h.database.db.select().from(users).where(eq(users.email, 'efua@example.com'));
  adminId = a?.id as string;
  admin2Id = b?.id as string;
});
afterAll(async () => {
  await h?.close();
});

const send = async (method: 'PATCH' | 'POST', path: string, body: unknown, token?: string) => {
  const res = await h.app.request(path, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': '198.51.100.20',
      'User-Agent': 'panel-test',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  await h.settle();
  return res;
};
const errorOf = async (res: Response) => adminErrorBodySchema.parse(await res.json());

let contactCount = 0;
async function contact(over: Record<string, unknown> = {}) {
  contactCount += 1;
  h.clock.advance(1000);
  const free = over.subject ? { form: 'contact', phone: '024 123 4567', serviceType: 'residential' } : {};
  const res = await h.post(
    '/api/contact',
    {
      form: 'home',
      name: 'Yaw Darko',
      email: `yaw${contactCount}@example.com`,
      phone: '',
      company: '',
      subject: 'billing',
      message: 'How do I pay for a year at once?',
      ...free,
      ...over,
    },
    { ip: `192.0.2.${contactCount}` },
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const overviewNow = async () =>
  overviewResponseSchema.parse(await (await h.get('/api/admin/overview', admin)).json()).overview;

let refs = 0;
async function payment(userId: string, status: 'succeeded' | 'failed' | 'pending', amount: number, at: Date) {
  refs += 1;
  await h.database.db.insert(payments).values({
    reference: `SKY-TEST-${refs}`,
    userId,
    email: 'demo@example.com',
    planId: 'plan_basic_monthly',
    billingCycle: 'monthly',
    amountPesewas: amount,
    channel: 'mobile_money',
    network: 'MTN',
    status,
    provider: 'sandbox',
    createdAt: at,
    updatedAt: at,
    paidAt: status === 'succeeded' ? at : null,
  });
}

describe('GET /api/admin/overview', () => {
  it('counts customers, revenue this month, payments of today and the open inbox and requests', async () => {
    const before = await overviewNow();
    expect(before.generatedAt).toBe(h.clock.now().toISOString());
    // the seeded customer; the admins are not customers
    expect(before.customers).toBe(1);

    const reg = await h.register({
      username: 'abena',
      name: 'Abena Asante',
      email: 'abena@example.com',
      password: 'Abena#Pass2026',
    });
    expect(reg.status).toBe(201);
    const [demo] = await h.database.db.select().from(users).where(eq(users.email, 'demo@example.com'));
    const [abena] = await h.database.db.select().from(users).where(eq(users.email, 'abena@example.com'));
    const now = h.clock.now();
    await payment(demo?.id as string, 'succeeded', 25_000, now);
    await payment(demo?.id as string, 'succeeded', 99_900, new Date(now.getTime() - 40 * 24 * 3600 * 1000)); // last month
    await payment(demo?.id as string, 'failed', 10_000, now);
    await payment(abena?.id as string, 'pending', 10_000, now);
    await contact();
    await h.post(
      '/api/coverage/request',
      { address: 'Tamale', contactInfo: 'tamale@example.com' },
      { ip: '192.0.2.200' },
    );

    const after = await overviewNow();
    expect(after).toMatchObject({
      customers: before.customers + 1,
      newCustomersThisWeek: before.newCustomersThisWeek + 1,
      revenueThisMonthPesewas: before.revenueThisMonthPesewas + 25_000,
      paymentsFailedToday: before.paymentsFailedToday + 1,
      paymentsPendingToday: before.paymentsPendingToday + 1,
      openSupportTickets: before.openSupportTickets + 1,
      openCoverageRequests: before.openCoverageRequests + 1,
    });
    // a day later the failed and pending payments are no longer "today"
    h.clock.advance(24 * 3600 * 1000);
    admin = (await h.login('ops@example.com', 'Admin#Pass2026')).access_token;
    admin2 = (await h.login('efua@example.com', 'Efua#Pass2026')).access_token;
    customer = (await h.login('demo@example.com', 'Demo#Pass2026')).access_token;
    const tomorrow = await overviewNow();
    expect(tomorrow.paymentsFailedToday).toBe(0);
    expect(tomorrow.paymentsPendingToday).toBe(0);
  });
});

describe('network demand', () => {
  it('records each check with only the place and the answer, never the address typed', async () => {
    await h.post('/api/coverage/check', { address: '12 Oxford Street, Osu, Accra' });
    await h.post('/api/coverage/check', { address: 'Paris, France' });
    await h.post('/api/coverage/check', { coordinates: { lat: 5.6, lng: -0.2 } });
    const analyze = await h.post('/api/coverage/analyze', {
      address: 'Farm road, Tamale',
      region: 'Northern',
      zone: 'rural',
      minDownload: 10,
      minUpload: 2,
      maxLatency: 600,
      budget: 500,
    });
    expect(analyze.status).toBe(200);
    const rows = await h.database.db.select().from(coverageChecks);
    expect(rows).toHaveLength(4);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('Oxford');
    expect(text).not.toContain('Paris');
    expect(text).not.toContain('Farm road');
    expect(text).not.toContain('5.6');
    expect(rows.map((r) => [r.kind, r.region, r.served])).toEqual([
      ['check', 'Greater Accra', true],
      ['check', null, false],
      ['check', null, true],
      ['analyze', 'Northern', true],
    ]);
  });

  it('GET /network/stats groups requests and checks by region and zone and lists requests to follow up', async () => {
    await h.post(
      '/api/coverage/request',
      { address: 'Bolgatanga', contactInfo: 'bolga@example.com' },
      { ip: '192.0.2.201' },
    );
    h.clock.advance(1000);
    await h.post('/api/coverage/request', { address: 'Lomé, Togo', contactInfo: '0241234567' }, { ip: '192.0.2.202' });
    const res = await h.get('/api/admin/network/stats', admin);
    expect(res.status).toBe(200);
    const { stats } = networkStatsResponseSchema.parse(await res.json());
    expect(stats.totals).toMatchObject({ requests: 3, openRequests: 3, checks: 4, servedChecks: 3 });
    const region = (name: string) => stats.byRegion.find((r) => r.name === name);
    expect(region('Greater Accra')).toEqual({ name: 'Greater Accra', requests: 0, checks: 1, servedChecks: 1 });
    expect(region('Northern')).toMatchObject({ requests: 1, checks: 1 });
    expect(region('Unknown')).toMatchObject({ requests: 1, checks: 2, servedChecks: 1 });
    expect(stats.byRegion.at(-1)?.name).toBe('Unknown');
    expect(stats.byZone.find((z) => z.name === 'unknown')).toMatchObject({ checks: 1, servedChecks: 0 });
    expect(stats.servedAreas.some((a) => a.name === 'Accra')).toBe(true);
    expect(stats.followUp.map((r) => r.contactInfo)).toEqual(['0241234567', 'bolga@example.com', 'tamale@example.com']);
    expect(stats.followUp[2]).toMatchObject({ status: 'new', region: 'Northern' });
  });

  it('PATCH /network/requests/:id changes the follow-up status, audited with before and after', async () => {
    const { stats } = networkStatsResponseSchema.parse(await (await h.get('/api/admin/network/stats', admin)).json());
    const target = stats.followUp[0];
    const res = await send(
      'PATCH',
      `/api/admin/network/requests/${target?.id}`,
      { status: 'contacted', reason: 'Called back' },
      admin,
    );
    expect(res.status).toBe(200);
    const { request } = coverageRequestUpdatedSchema.parse(await res.json());
    expect(request).toMatchObject({ id: target?.id, status: 'contacted', updatedAt: h.clock.now().toISOString() });
    // contacted requests come after the new ones
    const mid = networkStatsResponseSchema.parse(await (await h.get('/api/admin/network/stats', admin)).json()).stats;
    expect(mid.followUp.map((r) => r.status)).toEqual(['new', 'new', 'contacted']);
    expect(mid.followUp.at(-1)?.id).toBe(target?.id);
    h.clock.advance(1000);
    const closed = await send('PATCH', `/api/admin/network/requests/${target?.id}`, { status: 'closed' }, admin);
    expect(closed.status).toBe(200);
    h.clock.advance(1000);
    const after = networkStatsResponseSchema.parse(await (await h.get('/api/admin/network/stats', admin)).json()).stats;
    expect(after.totals.openRequests).toBe(2);
    expect(after.followUp.map((r) => r.id)).not.toContain(target?.id);

    const { entries } = await listAudit(h.database.db, { limit: 10, offset: 0, search: 'coverage_request' });
    expect(entries.map((e) => e.details)).toEqual([
      { coverageRequestId: target?.id, before: { status: 'contacted' }, after: { status: 'closed' }, reason: null },
      {
        coverageRequestId: target?.id,
        before: { status: 'new' },
        after: { status: 'contacted' },
        reason: 'Called back',
      },
    ]);
    expect(entries[1]).toMatchObject({
      action: 'admin.coverage_request_updated',
      actorId: adminId,
      userAgent: 'panel-test',
    });
  });

  it('refuses a bad status (400 with the field) and an unknown id (404)', async () => {
    const { stats } = networkStatsResponseSchema.parse(await (await h.get('/api/admin/network/stats', admin)).json());
    const bad = await send('PATCH', `/api/admin/network/requests/${stats.followUp[0]?.id}`, { status: 'done' }, admin);
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ message: m.requestStatusInvalid, issues: [{ path: 'status' }] });
    const unknown = await send(
      'PATCH',
      '/api/admin/network/requests/00000000-0000-4000-8000-000000000000',
      { status: 'closed' },
      admin,
    );
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(m.requestNotFound);
    expect((await send('PATCH', '/api/admin/network/requests/nope', { status: 'closed' }, admin)).status).toBe(404);
    expect(
      (await send('PATCH', `/api/admin/network/requests/${stats.followUp[0]?.id}`, { status: 'closed' }, customer))
        .status,
    ).toBe(403);
  });
});

describe('the support inbox', () => {
  let first: number;
  let second: number;
  beforeAll(async () => {
    first = await contact({
      name: 'Esi Nkrumah',
      subject: 'Installation date',
      message: 'When can you install in Kumasi?',
    });
    second = await contact({ name: 'Kojo Mensah', subject: 'Slow speeds', message: 'My speed drops at night.' });
  });

  const list = async (query = '') => {
    const res = await h.get(`/api/admin/support/tickets${query}`, admin);
    expect(res.status).toBe(200);
    return ticketListSchema.parse(await res.json());
  };

  it('lists messages newest first with the admins to assign, filters by status and searches', async () => {
    const all = await list();
    expect(all.tickets[0]).toMatchObject({ id: second, status: 'new', assignee: null, subject: 'Slow speeds' });
    expect(all.total).toBeGreaterThanOrEqual(3);
    // the home form's subject option shows as its label
    expect(all.tickets.map((t) => t.subject)).toContain('Billing Question');
    expect(all.tickets.map((t) => t.subject)).not.toContain('billing');
    expect(all.assignees.map((a) => a.name).sort()).toEqual(['Efua Owusu', 'Kwame Boateng']);
    const found = await list('?search=kumasi');
    expect(found.tickets.map((t) => t.id)).toEqual([first]);
    expect((await list('?search=%25')).total).toBe(0); // a % is searched for, not a wildcard
    expect((await list('?status=answered')).total).toBe(0);
    const paged = await list('?pageSize=1&page=2');
    expect(paged).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    expect(paged.tickets.map((t) => t.id)).toEqual([all.tickets[1]?.id]);
  });

  it('answers 400 with a clear message for a bad filter or page', async () => {
    const bad = await h.get('/api/admin/support/tickets?status=closed', admin);
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe(m.ticketFilterInvalid);
    const page = await h.get('/api/admin/support/tickets?page=0', admin);
    expect(page.status).toBe(400);
    expect(await errorOf(page)).toMatchObject({ message: m.pageInvalid, issues: [{ path: 'page' }] });
    expect((await h.get('/api/admin/support/tickets?pageSize=500', admin)).status).toBe(400);
  });

  it('shows one ticket in full, 404 for an unknown id', async () => {
    const res = await h.get(`/api/admin/support/tickets/${first}`, admin);
    expect(res.status).toBe(200);
    const { ticket } = ticketResponseSchema.parse(await res.json());
    expect(ticket).toMatchObject({
      id: first,
      name: 'Esi Nkrumah',
      message: 'When can you install in Kumasi?',
      replies: [],
    });
    const unknown = await h.get('/api/admin/support/tickets/999999', admin);
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(m.ticketNotFound);
    expect((await h.get('/api/admin/support/tickets/abc', admin)).status).toBe(404);
  });

  it('PATCH changes the status and assignee, audited with before and after', async () => {
    const res = await send(
      'PATCH',
      `/api/admin/support/tickets/${first}`,
      { status: 'in_progress', assigneeId: admin2Id },
      admin,
    );
    expect(res.status).toBe(200);
    const { ticket } = ticketResponseSchema.parse(await res.json());
    expect(ticket).toMatchObject({ status: 'in_progress', assignee: { id: admin2Id, name: 'Efua Owusu' } });
    h.clock.advance(1000);
    expect((await list('?status=in_progress')).tickets.map((t) => t.id)).toEqual([first]);
    expect((await list('?status=open')).tickets.map((t) => t.id)).toContain(first);
    const unassign = await send('PATCH', `/api/admin/support/tickets/${first}`, { assigneeId: null }, admin);
    expect(ticketResponseSchema.parse(await unassign.json()).ticket.assignee).toBeNull();

    const { entries } = await listAudit(h.database.db, {
      limit: 5,
      offset: 0,
      userId: adminId,
      search: 'ticket_updated',
    });
    expect(entries.map((e) => e.details)).toEqual([
      {
        ticketId: first,
        before: { status: 'in_progress', assigneeId: admin2Id },
        after: { status: 'in_progress', assigneeId: null },
        reason: null,
      },
      {
        ticketId: first,
        before: { status: 'new', assigneeId: null },
        after: { status: 'in_progress', assigneeId: admin2Id },
        reason: null,
      },
    ]);
  });

  it('PATCH refuses an empty change, a customer as assignee, a bad status and an unknown ticket', async () => {
    const empty = await send('PATCH', `/api/admin/support/tickets/${first}`, {}, admin);
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe(m.ticketUpdateEmpty);
    const [demo] = await h.database.db.select().from(users).where(eq(users.email, 'demo@example.com'));
    const notAdmin = await send('PATCH', `/api/admin/support/tickets/${first}`, { assigneeId: demo?.id }, admin);
    expect(notAdmin.status).toBe(400);
    expect(await errorOf(notAdmin)).toMatchObject({ message: m.assigneeInvalid, issues: [{ path: 'assigneeId' }] });
    const badStatus = await send('PATCH', `/api/admin/support/tickets/${first}`, { status: 'read' }, admin);
    expect((await errorOf(badStatus)).message).toBe(m.ticketStatusInvalid);
    expect((await send('PATCH', '/api/admin/support/tickets/999999', { status: 'new' }, admin)).status).toBe(404);
  });

  it('a reply is mailed to the sender, stored with its author, answers the ticket and is audited', async () => {
    const mails = h.sent.length;
    const res = await send(
      'POST',
      `/api/admin/support/tickets/${first}/reply`,
      { message: '  We can install on Monday.  ' },
      admin,
    );
    expect(res.status).toBe(200);
    const body = replyResponseSchema.parse(await res.json());
    expect(body.message).toBe(m.replySent);
    expect(body.ticket).toMatchObject({
      status: 'answered',
      replies: [{ body: 'We can install on Monday.', author: { id: adminId, name: 'Kwame Boateng' } }],
    });
    const sent = h.sent.slice(mails);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: `yaw${contactCount - 1}@example.com`, subject: 'Re: Installation date' });
    expect(sent[0]?.text).toContain('Hello Esi,');
    expect(sent[0]?.text).toContain('We can install on Monday.');
    expect(sent[0]?.text).toContain('> When can you install in Kumasi?');
    const { entries } = await listAudit(h.database.db, { limit: 1, offset: 0, search: 'ticket_answered' });
    expect(entries[0]).toMatchObject({
      action: 'admin.ticket_answered',
      actorId: adminId,
      details: { ticketId: first, before: { status: 'in_progress' }, after: { status: 'answered' } },
    });
    // the reply text is not copied into the audit log
    expect(JSON.stringify(entries[0]?.details)).not.toContain('Monday');
  });

  it('two admins replying at once: one reply is mailed and stored, the other gets 409 naming who answered', async () => {
    const mails = h.sent.length;
    const [a, b] = await Promise.all([
      send('POST', `/api/admin/support/tickets/${second}/reply`, { message: 'Reply from Kwame' }, admin),
      send('POST', `/api/admin/support/tickets/${second}/reply`, { message: 'Reply from Efua' }, admin2),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    const winnerName = a.status === 200 ? 'Kwame Boateng' : 'Efua Owusu';
    expect(await errorOf(loser)).toMatchObject({ code: 'already_answered', message: m.alreadyAnswered(winnerName) });
    expect(h.sent.slice(mails)).toHaveLength(1);
    const { ticket } = ticketResponseSchema.parse(
      await (await h.get(`/api/admin/support/tickets/${second}`, admin)).json(),
    );
    expect(ticket.replies).toHaveLength(1);
    expect(ticket.replies[0]?.author?.name).toBe(winnerName);
    // re-opened, it can be answered again: both replies are kept
    await send('PATCH', `/api/admin/support/tickets/${second}`, { status: 'in_progress' }, admin);
    const again = await send('POST', `/api/admin/support/tickets/${second}/reply`, { message: 'A follow-up' }, admin2);
    expect(again.status).toBe(200);
    expect(replyResponseSchema.parse(await again.json()).ticket.replies).toHaveLength(2);
  });

  it('refuses an empty or too long reply (400), an unknown ticket (404) and a non-JSON body (415)', async () => {
    const third = await contact();
    const empty = await send('POST', `/api/admin/support/tickets/${third}/reply`, { message: '   ' }, admin);
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toMatchObject({ message: m.replyRequired, issues: [{ path: 'message' }] });
    const missing = await send('POST', `/api/admin/support/tickets/${third}/reply`, {}, admin);
    expect((await errorOf(missing)).message).toBe(m.replyRequired);
    const long = await send('POST', `/api/admin/support/tickets/${third}/reply`, { message: 'x'.repeat(5001) }, admin);
    expect((await errorOf(long)).message).toBe(m.replyTooLong);
    expect((await send('POST', '/api/admin/support/tickets/999999/reply', { message: 'Hi' }, admin)).status).toBe(404);
    const notJson = await h.app.request(`/api/admin/support/tickets/${third}/reply`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    expect(notJson.status).toBe(415);
    const [row] = await h.database.db.select().from(contactMessages).where(eq(contactMessages.id, third));
    expect(row?.status).toBe('new');
  });

  it('a reply that cannot be mailed leaves the ticket as it was (502) and stores nothing', async () => {
    const failing = await createHarness();
    try {
      const token = (await failing.login('ops@example.com', 'Admin#Pass2026')).access_token;
      const res = await failing.post(
        '/api/contact',
        {
          form: 'home',
          name: 'Ama',
          email: 'ama.fail@example.com',
          phone: '',
          company: '',
          subject: 'billing',
          message: 'Hello there, a question.',
        },
        { ip: '192.0.2.250' },
      );
      const id = ((await res.json()) as { id: number }).id;
      failing.sent.length = 0;
      const mailer = failing.sent as unknown as { push: (...x: unknown[]) => number };
      mailer.push = () => {
        throw new Error('SMTP down');
      };
      const reply = await failing.app.request(`/api/admin/support/tickets/${id}/reply`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: 'We are on it.' }),
      });
      expect(reply.status).toBe(502);
      expect((await errorOf(reply)).message).toBe(m.replyMailFailed);
      const { ticket } = ticketResponseSchema.parse(
        await (await failing.get(`/api/admin/support/tickets/${id}`, token)).json(),
      );
      expect(ticket).toMatchObject({ status: 'new', replies: [] });
    } finally {
      await failing.close();
    }
  });
});

describe('the old admin endpoint', () => {
  it('GET /api/admin/coverage-requests still lists every request with its follow-up status', async () => {
    const res = await h.get('/api/admin/coverage-requests', admin);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { requests: { status: string }[] };
    expect(body.requests.map((r) => r.status)).toContain('closed');
  });
});
