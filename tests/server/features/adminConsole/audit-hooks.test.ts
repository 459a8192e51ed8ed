/**
 * Every audited action writes its entry: sign-ins (success, failure with and without a known
 * account), sign-outs, registrations, email verification, password changes, reset requests and resets,
 * settings saves, and payments (initiated, succeeded, failed) exactly once even when poll and webhook race.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../../server/audit/log';
import { auditLog } from '../../../../server/db/schema';
import { signWebhook } from '../../../../server/features/billing/providers/paystack';
import type { AuditAction } from '../../../../src/domain/audit';
import { paymentEnvelopeSchema } from '../../../../src/features/billing/contract';
import { TEST_SANDBOX_SECRET_KEY } from '../../../support/sandboxKeys';
import { type BillingHarness, billingHarness, payBody } from '../billing/support';

let h: BillingHarness;
beforeAll(async () => {
  h = await billingHarness({ duplicateWebhooks: true });
});
afterAll(() => h.close());

const DEMO = { email: 'demo@example.com', password: 'Demo#Pass2026' };

async function trail(userId: string | null, action?: AuditAction) {
  const rows = await h.database.db
    .select()
    .from(auditLog)
    .where(
      and(userId === null ? undefined : eq(auditLog.userId, userId), action ? eq(auditLog.action, action) : undefined),
    );
  return rows;
}

async function demoId() {
  const res = await h.get('/api/auth/me', (await h.login(DEMO.email, DEMO.password, '198.18.0.1')).access_token);
  return ((await res.json()) as { id: string }).id;
}

describe('audit entries of the auth API', () => {
  it('a sign-in: success with the address and agent; failures with the reason and never the password', async () => {
    const id = await demoId();
    const [signIn] = await trail(id, 'auth.sign_in');
    expect(signIn).toMatchObject({ category: 'auth', level: 'info', ipAddress: '198.18.0.1' });

    const wrong = 'Wrong#Secret-991';
    expect((await h.post('/api/auth/login', { email: DEMO.email, password: wrong }, { ip: '198.18.0.2' })).status).toBe(
      401,
    );
    const failed = await trail(id, 'auth.sign_in_failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ level: 'warn', ipAddress: '198.18.0.2', details: { reason: 'wrong_password' } });

    const ghost = 'ghost-account@example.com';
    expect((await h.post('/api/auth/login', { email: ghost, password: wrong }, { ip: '198.18.0.3' })).status).toBe(401);
    const anonymous = (await trail(null, 'auth.sign_in_failed')).filter((row) => row.userId === null);
    expect(anonymous).toHaveLength(1);
    expect(anonymous[0]?.details).toEqual({ reason: 'unknown_account', identifier: ghost });
    // the password typed appears in no entry at all
    const everything = JSON.stringify(await h.database.db.select().from(auditLog));
    expect(everything).not.toContain(wrong);
    expect(everything).not.toContain(DEMO.password);
  });

  it('a sign-out, once (a second logout with the same token records nothing)', async () => {
    const session = await h.login(DEMO.email, DEMO.password);
    const id = await demoId();
    for (let i = 0; i < 2; i += 1) {
      expect((await h.post('/api/auth/logout', { refresh_token: session.refresh_token })).status).toBe(200);
    }
    expect(await trail(id, 'auth.sign_out')).toHaveLength(1);
  });

  it('a registration, the email verification, a password change, a reset request and the reset', async () => {
    const email = 'audited@example.com';
    expect(
      (await h.register({ username: 'audited', name: 'Audit Ed', email, password: 'Audit#Pass2026' })).status,
    ).toBe(201);
    const token = h.lastLink(email, '/verify-email').searchParams.get('token') ?? '';
    expect((await h.post('/api/auth/verify-email', { email, verification_code: token })).status).toBe(200);
    const session = await h.login(email, 'Audit#Pass2026');
    const me = (await (await h.get('/api/auth/me', session.access_token)).json()) as { id: string };
    const change = await h.post(
      '/api/auth/change-password',
      { current_password: 'Audit#Pass2026', new_password: 'Audit#Pass2027', confirm_password: 'Audit#Pass2027' },
      { token: session.access_token },
    );
    expect(change.status).toBe(200);
    expect((await h.post('/api/auth/forgot-password', { username: email })).status).toBe(200);
    const reset = h.lastLink(email, '/reset-password').searchParams.get('token') ?? '';
    const done = await h.post('/api/auth/reset-password', {
      reset_token: reset,
      new_password: 'Audit#Pass2028',
      confirm_password: 'Audit#Pass2028',
    });
    expect(done.status).toBe(200);
    const actions = (await trail(me.id)).map((row) => row.action).sort();
    expect(actions).toEqual(
      [
        'auth.email_verified',
        'auth.password_changed',
        'auth.password_reset',
        'auth.password_reset_requested',
        'auth.register',
        'auth.sign_in',
      ].sort(),
    );
    // no entry carries any of the passwords
    const text = JSON.stringify(await trail(me.id));
    for (const secret of ['Audit#Pass2026', 'Audit#Pass2027', 'Audit#Pass2028']) expect(text).not.toContain(secret);
  });
});

describe('audit entries of the settings API', () => {
  it('user.settings_changed names the sections saved', async () => {
    const c = await h.customer('Prefs');
    const save = await h.send('PUT', '/api/user/settings/privacy', c.token, {
      profileVisibility: 'private',
      showEmail: false,
      showPhone: false,
      allowSearch: false,
      dataCollection: false,
      analytics: false,
    });
    expect(save.status).toBe(200);
    const entries = await trail(c.id, 'user.settings_changed');
    expect(entries.map((e) => e.details)).toEqual([{ sections: ['privacy'] }]);
    expect(entries[0]?.category).toBe('user');
  });
});

describe('audit entries of payments', () => {
  it('initiated once, succeeded once, while poll, verify and the (doubled) webhook race', async () => {
    for (let round = 0; round < 5; round += 1) {
      const c = await h.customer(`AuditRace${round}`);
      const p = paymentEnvelopeSchema.parse(
        await (await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody())).json(),
      ).data.payment;
      expect(h.sandbox.answer(p.reference, 'approve')).toBe(true);
      const raw = JSON.stringify({ event: 'charge.success', data: h.sandbox.view(p.reference) });
      await Promise.all([
        h.send('GET', `/api/billing/mobile-money/payments/${p.id}/poll-status`, c.token),
        h.send('GET', `/api/billing/paystack/verify/${p.reference}`, c.token),
        h.app.request('/api/billing/paystack/webhook', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'x-paystack-signature': signWebhook(raw, TEST_SANDBOX_SECRET_KEY),
          },
          body: raw,
        }),
        h.send('GET', `/api/billing/mobile-money/payments/${p.id}/poll-status`, c.token),
      ]);
      await h.sandbox.flush();
      await h.settle();
      const initiated = await trail(c.id, 'payment.initiated');
      const succeeded = await trail(c.id, 'payment.succeeded');
      expect(initiated).toHaveLength(1);
      expect(succeeded).toHaveLength(1);
      expect(succeeded[0]?.details).toMatchObject({ paymentId: p.id, reference: p.reference, status: 'succeeded' });
      expect(await trail(c.id, 'payment.failed')).toHaveLength(0);
    }
  }, 120_000);

  it('a declined payment: payment.failed at level error, once', async () => {
    const c = await h.customer('AuditDecline');
    const p = paymentEnvelopeSchema.parse(
      await (await h.send('POST', '/api/billing/mobile-money/pay-with-retry', c.token, payBody())).json(),
    ).data.payment;
    expect(h.sandbox.answer(p.reference, 'decline')).toBe(true);
    await Promise.all([
      h.send('GET', `/api/billing/mobile-money/payments/${p.id}/poll-status`, c.token),
      h.send('GET', `/api/billing/mobile-money/payments/${p.id}/poll-status`, c.token),
    ]);
    await h.sandbox.flush();
    await h.settle();
    const failed = await trail(c.id, 'payment.failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ level: 'error', category: 'user', details: { status: 'failed' } });
    const all = await listAudit(h.database.db, { userId: c.id, limit: 10, offset: 0 });
    expect(all.entries.map((e) => e.action).sort()).toEqual(['auth.sign_in', 'payment.failed', 'payment.initiated']);
  });
});
