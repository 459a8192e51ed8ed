/**
 * The analytics API (/api/analytics/dashboard|users|network|revenue) and the admin reports
 * (/api/admin/reports). Mounted in server/app.ts after the one admin guard, so every route here is for
 * administrators only without a check of its own. The four JSON endpoints are mounted from the contract's
 * table (`analyticsEndpoints`), their answers typed and checked against its schemas; the reports are CSV,
 * registered by hand. Queries are validated with the contract's schemas (readQuery: 400 with the field's
 * message); figures come from queries.ts, CSV from reports.ts. Each export is
 * written to the audit log (system.report_exported) with who, what and which period.
 */
import { type Context, Hono } from 'hono';
import {
  analyticsEndpoints,
  type PeriodQuery,
  reportQuerySchema,
  resolvePeriod,
} from '../../../src/features/analytics/contract';
import { recordAudit, requestOrigin } from '../../audit/log';
import type { Db } from '../../db/client';
import { route } from '../../http/contractRoute';
import { readQuery } from '../../http/errors';
import type { AuthEnv } from '../auth';
import { networkSection, revenueSection, trafficSection, usersSection } from './queries';
import { buildReport, reportFileName } from './reports';

export interface AnalyticsDeps {
  db: Db;
  clock: () => Date;
  clientIp: (c: Context) => string;
}

export function analyticsRoutes({ db, clock }: Omit<AnalyticsDeps, 'clientIp'>) {
  const app = new Hono<AuthEnv>();
  const period = (query: PeriodQuery) => {
    const now = clock();
    return { now, period: resolvePeriod(query, now) };
  };

  route(app, analyticsEndpoints.analyticsDashboard, async (_c, { query }) => {
    const { now, period: p } = period(query);
    const [users, revenue, network, traffic] = await Promise.all([
      usersSection(db, p, now),
      revenueSection(db, p),
      networkSection(db, p),
      trafficSection(db, p),
    ]);
    return { period: p, generatedAt: now.toISOString(), users, revenue, network, traffic };
  });
  route(app, analyticsEndpoints.analyticsUsers, async (_c, { query }) => {
    const { now, period: p } = period(query);
    const [users, traffic] = await Promise.all([usersSection(db, p, now), trafficSection(db, p)]);
    return { period: p, generatedAt: now.toISOString(), users, traffic };
  });
  route(app, analyticsEndpoints.analyticsRevenue, async (_c, { query }) => {
    const { now, period: p } = period(query);
    return { period: p, generatedAt: now.toISOString(), revenue: await revenueSection(db, p) };
  });
  route(app, analyticsEndpoints.analyticsNetwork, async (_c, { query }) => {
    const { now, period: p } = period(query);
    return { period: p, generatedAt: now.toISOString(), network: await networkSection(db, p) };
  });
  return app;
}

/** GET /reports?type=customers|payments|revenue (&period or from/to): a CSV attachment, audited. */
export function reportRoutes({ db, clock, clientIp }: AnalyticsDeps) {
  const app = new Hono<AuthEnv>();
  app.get('/reports', async (c) => {
    const query = readQuery(c, reportQuerySchema);
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
