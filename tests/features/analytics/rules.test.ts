import { describe, expect, it } from 'vitest';
import { createAnalyticsClient } from '../../../src/features/analytics/client';
import { daysOf, periodQuerySchema, resolvePeriod, spanDays } from '../../../src/features/analytics/contract';
import {
  dashboardCsv,
  dashboardCsvName,
  isEmptyDashboard,
  revenuePlanGroups,
} from '../../../src/features/analytics/rules';
import { emptyDashboard, sampleDashboard } from '../../../stories/features/analytics/analyticsKit';

describe('periods', () => {
  it('resolves presets to the last N days including today (Accra = UTC)', () => {
    expect(resolvePeriod({ period: '7d' }, new Date('2026-11-22T23:59:00Z'))).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
      days: 7,
    });
    expect(resolvePeriod({}, new Date('2026-03-01T00:00:00Z'))).toMatchObject({ from: '2026-01-31', days: 30 });
    expect(resolvePeriod({ from: '2026-02-27', to: '2026-03-02' }, new Date())).toEqual({
      from: '2026-02-27',
      to: '2026-03-02',
      days: 4,
    });
  });

  it('lists every day and counts spans', () => {
    expect(daysOf({ from: '2026-12-30', to: '2027-01-02' })).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(spanDays('2026-01-01', '2026-12-31')).toBe(365);
  });

  it('accepts 366 days and refuses 367', () => {
    expect(periodQuerySchema.safeParse({ from: '2024-01-01', to: '2024-12-31' }).success).toBe(true);
    expect(periodQuerySchema.safeParse({ from: '2024-01-01', to: '2025-01-01' }).success).toBe(false);
  });
});

describe('the dashboard CSV (what is shown)', () => {
  it('has every figure of the screen, money in GH₵, and no cell that a spreadsheet runs', () => {
    const d = sampleDashboard();
    d.revenue.failureReasons = [{ code: 'declined', reason: '=HYPERLINK("http://evil.example","x")', count: 1 }];
    const csv = dashboardCsv(d);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Section,Item,Metric,Value');
    expect(lines).toContain(`Summary,Revenue,GHS,${(d.revenue.revenuePesewas / 100).toFixed(2)}`);
    expect(lines).toContain('Mobile money networks,MTN,percent,62.5');
    expect(lines).toContain('Package to payment funnel,Completed a payment,sessions,35');
    expect(lines).toContain(`Payment failure reasons,"'=HYPERLINK(""http://evil.example"",""x"")",count,1`);
    expect(lines.filter((l) => l.startsWith('Revenue by day,'))).toHaveLength(30);
    expect(dashboardCsvName(d)).toBe('skylink-analytics-2026-10-24_2026-11-22.csv');
  });

  it('opens with the period and the summary, row by row in the order the screen shows them', () => {
    const d = sampleDashboard();
    const lines = dashboardCsv(d).split('\r\n');
    const rate = d.revenue.payments.successRate;
    expect(lines.slice(1, 11)).toEqual([
      `Period,from,date,${d.period.from}`,
      `Period,to,date,${d.period.to}`,
      `Period,generated,time,${d.generatedAt}`,
      `Summary,Sign-ups,count,${d.users.signups}`,
      `Summary,Active customers,count,${d.users.activeCustomers}`,
      `Summary,Paying customers,count,${d.users.payingCustomers}`,
      `Summary,Revenue,GHS,${(d.revenue.revenuePesewas / 100).toFixed(2)}`,
      `Summary,Payment success rate,percent,${rate === null ? '' : (rate * 100).toFixed(1)}`,
      `Summary,Page views,count,${d.traffic.pageViews}`,
      `Summary,Coverage requests,count,${d.network.coverageRequests}`,
    ]);
  });

  it('has one row per day, plan, network, funnel step, failure reason and area, with its value', () => {
    const d = sampleDashboard();
    d.revenue.failureReasons = [{ code: 'insufficient_funds', reason: 'Insufficient funds', count: 3 }];
    d.network.coverageByArea = [{ area: 'Tamale', requests: 4 } as (typeof d.network.coverageByArea)[number]];
    const lines = dashboardCsv(d).split('\r\n');
    const section = (name: string) => lines.filter((l) => l.startsWith(`${name},`));
    const day = d.revenue.revenueByDay[0];
    expect(section('Revenue by day')[0]).toBe(
      `Revenue by day,${day?.date},GHS,${((day?.pesewas ?? 0) / 100).toFixed(2)}`,
    );
    expect(section('Sign-ups by day')).toHaveLength(d.users.signupsByDay.length);
    expect(section('Sign-ups by day')[0]).toBe(
      `Sign-ups by day,${d.users.signupsByDay[0]?.date},count,${d.users.signupsByDay[0]?.count}`,
    );
    expect(section('Page views by day')).toHaveLength(d.traffic.pageViewsByDay.length);
    expect(section('Page views by day')[0]).toBe(
      `Page views by day,${d.traffic.pageViewsByDay[0]?.date},count,${d.traffic.pageViewsByDay[0]?.count}`,
    );
    expect(section('Revenue by plan')).toHaveLength(d.revenue.revenueByPlan.length);
    const plan = d.revenue.revenueByPlan[0];
    if (plan)
      expect(section('Revenue by plan')[0]).toBe(
        `Revenue by plan,${plan.planName} (${plan.familyName}),GHS,${(plan.pesewas / 100).toFixed(2)}`,
      );
    expect(section('Revenue by family')).toEqual(
      d.revenue.revenueByFamily.map((f) => `Revenue by family,${f.familyName},GHS,${(f.pesewas / 100).toFixed(2)}`),
    );
    expect(section('Revenue by family')[0]).toMatch(/^Revenue by family,Satellite service,/);
    expect(section('Mobile money networks')).toHaveLength(3);
    expect(section('Package to payment funnel')).toHaveLength(4);
    expect(section('Payment failure reasons')).toEqual(['Payment failure reasons,Insufficient funds,count,3']);
    expect(section('Coverage requests by area')).toEqual(['Coverage requests by area,Tamale,count,4']);
  });

  it('a period without payments has an empty success-rate cell, not 0.0', () => {
    const lines = dashboardCsv(emptyDashboard()).split('\r\n');
    expect(lines).toContain('Summary,Payment success rate,percent,');
  });

  it('knows an empty period, and any one figure makes it not empty', () => {
    expect(isEmptyDashboard(emptyDashboard())).toBe(true);
    expect(isEmptyDashboard(sampleDashboard())).toBe(false);
    const one: ((d: ReturnType<typeof emptyDashboard>) => void)[] = [
      (d) => {
        d.users.signups = 1;
      },
      (d) => {
        d.revenue.payments.settled = 1;
      },
      (d) => {
        d.revenue.payments.open = 1;
      },
      (d) => {
        d.revenue.revenuePesewas = 1;
      },
      (d) => {
        d.traffic.pageViews = 1;
      },
      (d) => {
        d.traffic.funnel[3] = { step: 'payment_completed', sessions: 1 };
      },
      (d) => {
        d.network.coverageRequests = 1;
      },
    ];
    for (const [index, change] of one.entries()) {
      const d = emptyDashboard();
      change(d);
      expect(isEmptyDashboard(d), `figure ${index}`).toBe(false);
    }
  });
});

describe('the client', () => {
  it('asks for the period with the bearer and parses the answer', async () => {
    const seen: { url: string; auth: string | null }[] = [];
    const client = createAnalyticsClient({
      getToken: () => 'tok',
      fetch: async (url, init) => {
        seen.push({ url, auth: new Headers(init?.headers).get('Authorization') });
        return new Response(JSON.stringify(sampleDashboard()), { status: 200 });
      },
    });
    expect((await client.dashboard('7d')).users.activeCustomers).toBe(42);
    expect(seen).toEqual([{ url: '/api/analytics/dashboard?period=7d', auth: 'Bearer tok' }]);
  });

  it.each([
    ['an error status', async () => new Response('{"error":"x","message":"x","code":"internal"}', { status: 500 })],
    ['an unreadable body', async () => new Response('{"period":1}', { status: 200 })],
    [
      'no connection',
      async () => {
        throw new TypeError('fetch failed');
      },
    ],
  ])("fails with 'Failed to load dashboard data' on %s", async (_name, fetch) => {
    const client = createAnalyticsClient({ getToken: () => 'tok', fetch });
    await expect(client.dashboard('30d')).rejects.toThrow('Failed to load dashboard data');
  });
});

describe('revenue by plan on screen', () => {
  it('one chart per family, in the order the server grouped them, plans by their own names', () => {
    const groups = revenuePlanGroups(sampleDashboard().revenue.revenueByPlan);
    expect(groups.map((g) => [g.familyName, g.plans.map((p) => p.planName)])).toEqual([
      ['Satellite service', ['Home']],
      ['City broadband', ['Standard Internet', 'Basic Internet', 'Premium Internet']],
    ]);
    expect(revenuePlanGroups([])).toEqual([]);
  });
});
