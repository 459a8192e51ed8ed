/**
 * The sandbox is reachable by anyone wherever it is mounted (outside production), so what it reads and
 * keeps is bounded (pen-test findings: unbounded /inline/init bodies, a store that never shrank, and
 * /phone/pending listing every prompt's whole number and email). Driven through its own routes, with
 * its timers off and a test clock.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { chromium } from 'playwright';
import { describe, expect, it } from 'vitest';
import { chromiumArgs, headlessShellPath } from '../../../scripts/chromium';
import { createSandbox, type SandboxOptions } from '../../../server/sandbox';
import { SANDBOX_LIMITS } from '../../../server/sandbox/data';
import { testClock } from '../harness';

const SECRET = 'sk_test_sandbox_bounds_000000000000000000';
const PUBLIC = 'pk_test_sandbox_bounds_000000000000000000';
const MANUAL = '0244000111'; // waits for the phone's answer (180 s)

/** Paystack's envelope as the sandbox answers it (data: a transaction's fields, or the phone's list) */
interface Envelope {
  status: boolean;
  message: string;
  meta?: { total: number };
  data: { status: string; access_code: string; reference: string };
}
interface Pending {
  reference: string;
  phone: string;
}
const pendingOf = (body: Envelope) => body.data as unknown as Pending[];

function sandboxFor(options: Partial<SandboxOptions> = {}) {
  const clock = testClock();
  let webhookStatus = 200;
  const sandbox = createSandbox({
    secretKey: SECRET,
    publicKey: PUBLIC,
    clock: clock.now,
    schedule: () => {},
    deliverWebhook: async () => webhookStatus,
    ...options,
  });
  const call = async (method: string, path: string, body?: unknown, key?: string) => {
    const headers: Record<string, string> = {};
    if (key) headers.Authorization = `Bearer ${key}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await sandbox.routes.request(`/sandbox/paystack${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Envelope };
  };
  return {
    sandbox,
    clock,
    call,
    /** what our webhook endpoint answers from now on */
    webhookAnswers: (status: number) => {
      webhookStatus = status;
    },
    /** an anonymous checkout started by the public inline script */
    inlineInit: (reference: string, email = 'visitor@example.com') =>
      call('POST', '/inline/init', { key: PUBLIC, email, amount: 5000, reference }),
    /** our server's mobile money charge: pending until the phone answers */
    charge: (reference: string, phone = MANUAL) =>
      call(
        'POST',
        '/charge',
        { email: 'customer@example.com', amount: 10000, reference, mobile_money: { phone, provider: 'mtn' } },
        SECRET,
      ),
    /** our server's hosted checkout */
    initialize: (reference: string) =>
      call('POST', '/transaction/initialize', { email: 'customer@example.com', amount: 10000, reference }, SECRET),
    verify: (reference: string) => call('GET', `/transaction/verify/${reference}`, undefined, SECRET),
    payByCard: (accessCode: string) =>
      call('POST', `/checkout/${accessCode}/pay`, { method: 'card', card_number: '4084084084084081', cvv: '408' }),
  };
}

describe('sandbox request bodies are bounded', () => {
  it.each([
    ['/inline/init', undefined],
    ['/transaction/initialize', SECRET],
    ['/charge', SECRET],
    ['/checkout/any/pay', undefined],
  ])('POST %s with a body over the limit answers 413 and keeps nothing', async (path, key) => {
    const s = sandboxFor();
    const big = { key: PUBLIC, email: 'a@example.com', amount: 5000, metadata: 'x'.repeat(SANDBOX_LIMITS.bodyBytes) };
    const res = await s.call('POST', path, big, key);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ status: false, message: 'Request entity too large' });
    const list = await s.call('GET', '/transaction', undefined, SECRET);
    expect(list.body.meta?.total).toBe(0);
  });

  it('a body under the limit is taken as before', async () => {
    const s = sandboxFor();
    const res = await s.call('POST', '/inline/init', {
      key: PUBLIC,
      email: 'a@example.com',
      amount: 5000,
      metadata: { x: 'y'.repeat(1000) },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
  });
});

describe('the sandbox store is bounded', () => {
  it(`a flood of anonymous checkouts keeps at most ${SANDBOX_LIMITS.maxTransactions}, oldest first, and never our server's open charges`, async () => {
    const s = sandboxFor();
    expect((await s.charge('SRV-PENDING')).body.data.status).toBe('pay_offline');
    // a paid checkout whose webhook our server did not take, and that it has not verified yet
    s.webhookAnswers(500);
    const paid = await s.initialize('SRV-PAID');
    expect((await s.payByCard(paid.body.data.access_code)).body.data.status).toBe('success');
    await s.sandbox.flush();
    s.webhookAnswers(200);

    for (let i = 0; i < SANDBOX_LIMITS.maxTransactions + 50; i += 1) {
      expect((await s.inlineInit(`FLOOD-${i}`, `flood${i}@example.com`)).status).toBe(200);
    }
    const list = await s.call('GET', '/transaction?perPage=1', undefined, SECRET);
    expect(list.body.meta?.total).toBe(SANDBOX_LIMITS.maxTransactions);
    expect((await s.verify('FLOOD-0')).status).toBe(404);
    expect((await s.call('GET', '/customer/flood0@example.com', undefined, SECRET)).status).toBe(404);
    expect((await s.verify(`FLOOD-${SANDBOX_LIMITS.maxTransactions + 49}`)).status).toBe(200);
    expect((await s.verify('SRV-PENDING')).body.data.status).toBe('pending');
    expect((await s.verify('SRV-PAID')).body.data.status).toBe('success');
  }, 60_000);

  it('settled ones our server has seen go before untouched checkouts', async () => {
    const s = sandboxFor({ limits: { maxTransactions: 3 } });
    await s.inlineInit('UNTOUCHED');
    const paid = await s.initialize('SEEN');
    await s.payByCard(paid.body.data.access_code); // success; the webhook is taken (200)
    await s.sandbox.flush();
    await s.inlineInit('THIRD');
    expect((await s.inlineInit('FOURTH')).status).toBe(200);
    expect((await s.verify('SEEN')).status).toBe(404);
    expect((await s.verify('UNTOUCHED')).status).toBe(200);
  });

  it('when every kept transaction is still needed, new ones are refused with 429 until one is settled and seen', async () => {
    const s = sandboxFor({ limits: { maxTransactions: 3 } });
    for (const ref of ['P-1', 'P-2', 'P-3']) expect((await s.charge(ref)).status).toBe(200);
    const refused = await s.charge('P-4');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: false, type: 'api_error', code: 'rate_limit' });
    expect((await s.inlineInit('ANON-1')).status).toBe(429);
    expect((await s.initialize('SRV-1')).status).toBe(429);

    // the phone declines one: our server has not seen that yet, so it is kept until it asks
    expect((await s.call('POST', '/phone/P-1/decline')).status).toBe(200);
    expect((await s.charge('P-4')).status).toBe(429);
    expect((await s.call('GET', '/charge/P-1', undefined, SECRET)).body.data.status).toBe('failed');
    expect((await s.charge('P-4')).status).toBe(200);
    expect((await s.verify('P-2')).body.data.status).toBe('pending');
  });

  it('transactions expire after a day', async () => {
    const s = sandboxFor();
    await s.inlineInit('OLD', 'old@example.com');
    s.clock.advance(SANDBOX_LIMITS.maxAgeMs + 1000);
    await s.inlineInit('NEW');
    expect((await s.verify('OLD')).status).toBe(404);
    expect((await s.call('GET', '/customer/old@example.com', undefined, SECRET)).status).toBe(404);
    expect((await s.verify('NEW')).status).toBe(200);
  });
});

describe('the sandbox phone lists only what a tester needs', () => {
  it('pending prompts show the reference, network, amount and a masked number; no email, no whole number', async () => {
    const s = sandboxFor();
    await s.charge('PHONE-1', '0551234567');
    await s.charge('PHONE-2', MANUAL);
    const res = await s.call('GET', '/phone/pending');
    expect(res.status).toBe(200);
    expect(pendingOf(res.body)).toEqual([
      {
        reference: 'PHONE-1',
        phone: '055XXXX567',
        provider: 'mtn',
        amount: 10000,
        currency: 'GHS',
        created_at: expect.any(String),
      },
      {
        reference: 'PHONE-2',
        phone: '024XXXX111',
        provider: 'mtn',
        amount: 10000,
        currency: 'GHS',
        created_at: expect.any(String),
      },
    ]);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('customer@example.com');
    expect(text).not.toContain('0551234567');
  });

  it("?phone= with the whole number shows only that number's prompts", async () => {
    const s = sandboxFor();
    await s.charge('MINE', '0551234567');
    await s.charge('THEIRS', MANUAL);
    const mine = await s.call('GET', '/phone/pending?phone=055%20123%204567');
    expect(pendingOf(mine.body).map((p) => p.reference)).toEqual(['MINE']);
    const intl = await s.call('GET', '/phone/pending?phone=%2B233551234567');
    expect(pendingOf(intl.body).map((p) => p.reference)).toEqual(['MINE']);
    expect(pendingOf((await s.call('GET', '/phone/pending?phone=0551234568')).body)).toEqual([]);
  });

  it('/sandbox/phone shows the masked prompt and approves it in a browser', async () => {
    const s = sandboxFor();
    await s.charge('BROWSER-1', '0551234567');
    await s.charge('BROWSER-2', MANUAL);
    const server = await new Promise<ReturnType<typeof serve>>((ready) => {
      const srv = serve({ fetch: s.sandbox.routes.fetch, port: 0, hostname: '127.0.0.1' }, () => ready(srv));
    });
    const browser = await chromium.launch({ executablePath: headlessShellPath(), args: chromiumArgs });
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox/phone`);
      const list = page.locator('#pending');
      await expect.poll(() => list.textContent()).toContain('055XXXX567 (mtn) GH₵ 100.00 BROWSER-1');
      expect(await list.textContent()).not.toContain('@');
      await page.getByRole('textbox', { name: /Mobile money number/ }).fill(MANUAL);
      await page.getByRole('button', { name: 'Show' }).click();
      await expect.poll(() => list.textContent()).not.toContain('BROWSER-1');
      expect(await list.textContent()).toContain('024XXXX111 (mtn) GH₵ 100.00 BROWSER-2');
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect.poll(() => s.sandbox.view('BROWSER-2')?.status).toBe('success');
    } finally {
      await browser.close();
      await new Promise<void>((done) => server.close(() => done()));
    }
  }, 30_000);
});
