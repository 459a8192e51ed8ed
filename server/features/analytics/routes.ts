/**
 * The analytics API (/api/analytics/dashboard|users|network|revenue) and the admin reports
 * (/api/admin/reports). Mounted in server/app.ts after the one admin guard, so every route here is for
 * administrators only without a check of its own. Queries are validated with the contract's schemas
 * (400 with the field's message); figures come from queries.ts, CSV from reports.ts. Each export is
 * written to the audit log (system.report_exported) with who, what and which period.
 */
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import {
  type PeriodQuery,
  periodQuerySchema,
  reportQuerySchema,
  resolvePeriod,
} from '../../../src/features/analytics/contract';
import { recordAudit, requestOrigin } from '../../audit/log';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { AuthEnv } from '../auth';
import { networkSection, revenueSection, trafficSection, usersSection } from './queries';
import { buildReport, reportFileName } from './reports';

export interface AnalyticsDeps {
  db: Db;
  clock: () => Date;
  clientIp: (c: Context) => string;
}

/** Parse a route's query (only the keys the schema knows) or answer 400 with the first field's message. */
function readQuery<S extends z.ZodType>(c: Context, schema: S, keys: readonly string[]): z.output<S> {
  const raw: Record<string, string> = {};
  for (const key of keys) {
    const value = c.req.query(key);
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    const first = issues[0];
    const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid query';
    throw new ApiError(400, 'validation_failed', message, { issues });
  }
  return parsed.data;
}

const PERIOD_KEYS = ['period', 'from', 'to'] as const;

export function analyticsRoutes({ db, clock }: Omit<AnalyticsDeps, 'clientIp'>) {
  const app = new Hono<AuthEnv>();
  const period = (c: Context) => {
    const now = clock();
    return { now, period: resolvePeriod(readQuery(c, periodQuerySchema, PERIOD_KEYS) as PeriodQuery, now) };
  };

  app.get('/dashboard', async (c) => {
    const { now, period: p } = period(c);
    const [users, revenue, network, traffic] = await Promise.all([
      usersSection(db, p, now),
      revenueSection(db, p),
      networkSection(db, p),
      trafficSection(db, p),
    ]);
    return c.json({ period: p, generatedAt: now.toISOString(), users, revenue, network, traffic });
  });
  app.get('/users', async (c) => {
    const { now, period: p } = period(c);
    const [users, traffic] = await Promise.all([usersSection(db, p, now), trafficSection(db, p)]);
    return c.json({ period: p, generatedAt: now.toISOString(), users, traffic });
  });
  app.get('/revenue', async (c) => {
    const { now, period: p } = period(c);
    return c.json({ period: p, generatedAt: now.toISOString(), revenue: await revenueSection(db, p) });
  });
  app.get('/network', async (c) => {
    const { now, period: p } = period(c);
    return c.json({ period: p, generatedAt: now.toISOString(), network: await networkSection(db, p) });
  });
  return app;
}

/** GET /reports?type=customers|payments|revenue (&period or from/to): a CSV attachment, audited. */
export function reportRoutes({ db, clock, clientIp }: AnalyticsDeps) {
  const app = new Hono<AuthEnv>();
  app.get('/reports', async (c) => {
    const query = readQuery(c, reportQuerySchema, ['type', ...PERIOD_KEYS]);
    const now = clock();
    const p = resolvePeriod(query, now);
    const report = await buildReport(db, query.type, p);
    const admin = c.get('user');
    // The export is written down before the file leaves: no unaudited download.
    await recordAudit(db, now, {
      action: 'system.report_exported',
      userId: admin.id,
      actorId: admin.id,
      ...requestOrigin(c, clientIp),
      details: { type: query.type, from: p.from, to: p.to, rows: report.rows },
    });
    const name = reportFileName(query.type, p, now.toISOString().slice(0, 10));
    return c.body(report.csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
    });
  });
  return app;
}
