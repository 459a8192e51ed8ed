/**
 * What anyone may read of billing, without a session: the plan catalogue (GET /plans), the payment
 * configuration the pages need (GET /config) and the provider's health (GET /health).
 */
import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import { type Plan, yearlySavingsPercent } from '../../../src/domain/plans';
import { billingEndpoints, type PlanRecord } from '../../../src/features/billing/contract';
import type { Db } from '../../db/client';
import { route } from '../../http/contractRoute';
import { readQuery } from '../../http/errors';
import { requestHeader } from '../../http/node';
import type { AuthEnv } from '../auth';
import { activePlans } from '../subscriptions';
import type { CircuitBreaker } from './breaker';
import type { PaymentSetup } from './providers';
import { PLANS_TTL_MS, timedCache } from './timedCache';

const PLANS_CACHE_CONTROL = 'public, max-age=60';

export interface PlanRouteDeps {
  db: Db;
  breaker: CircuitBreaker;
  payments: PaymentSetup;
  production: boolean;
}

export function planRoutes(app: Hono<AuthEnv>, deps: PlanRouteDeps) {
  const { db } = deps;

  /**
   * GET /plans from memory, read again at most every PLANS_TTL_MS. The catalogue only changes when a server
   * starts with a new src/domain/plans.ts (seedPlans upserts it): with several servers, each sees the new
   * catalogue within the TTL, well inside the minute browsers and proxies may already keep it
   * (Cache-Control: public, max-age=60). Parallel requests share one read.
   */
  const planAnswers = timedCache(PLANS_TTL_MS, async () => {
    const rows = await activePlans(db);
    const answers = new Map<string, { body: string; etag: string }>();
    for (const family of ['all', 'packages', 'residential']) {
      const list = rows.filter((r) => family === 'all' || r.family === family).map(toPlanRecord);
      const body = JSON.stringify({ success: true as const, data: { plans: list } });
      answers.set(family, { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` });
    }
    return answers;
  });

  route(app, billingEndpoints.health, async () => ({
    status: deps.payments.provider ? ('ok' as const) : ('degraded' as const),
    provider: deps.payments.providerName,
    payments_enabled: deps.payments.provider !== null,
    breaker: await deps.breaker.state(),
  }));

  /**
   * Registered by hand at the table's method and path (server/openapi.ts HAND_REGISTERED says why): a
   * conditional GET answers 304 without a body, and the body is served as the cached bytes.
   */
  const plansEndpoint = billingEndpoints.plans;
  app.on(plansEndpoint.method, plansEndpoint.path, async (c) => {
    const { family } = readQuery(c, plansEndpoint.query);
    const answer = (await planAnswers()).get(family ?? 'all');
    if (!answer) throw new Error('plans answer missing');
    const headers: Record<string, string> = { 'Cache-Control': PLANS_CACHE_CONTROL, ETag: answer.etag };
    const held = requestHeader(c, 'if-none-match');
    if (held?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)) {
      return new Response(null, { status: 304, headers });
    }
    // A plain header record: @hono/node-server writes it as it is (c.json would build a web Headers here).
    return new Response(answer.body, { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });
  });

  route(app, billingEndpoints.config, () => {
    return {
      success: true as const,
      data: {
        provider: deps.payments.providerName,
        mode: deps.payments.mode,
        public_key: deps.payments.publicKey,
        inline_script_url: deps.payments.inlineScriptUrl,
        currency: 'GHS' as const,
        payments_enabled: deps.payments.provider !== null,
        test_tools: !deps.production,
        test_numbers: [...deps.payments.testNumbers],
        test_cards: [...deps.payments.testCards],
      },
    };
  });
}

export function toPlanRecord(p: Plan): PlanRecord {
  return {
    id: p.id,
    family: p.family,
    name: p.name,
    description: p.description,
    price_monthly: p.priceMonthly,
    price_yearly: p.priceYearly,
    speed_mbps: p.speedMbps,
    data_cap_gb: p.dataCapGb,
    features: [...p.features],
    is_active: p.isActive,
    payment_methods_supported: [...p.paymentMethodsSupported],
    currency: 'GHS',
    badge: p.badge,
    audience: p.audience,
    sort_order: p.sortOrder,
    yearly_savings_percent: yearlySavingsPercent(p),
  };
}
