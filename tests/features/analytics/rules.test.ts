import { describe, expect, it } from 'vitest';
import { createAnalyticsClient } from '../../../src/features/analytics/client';
import { daysOf, periodQuerySchema, resolvePeriod, spanDays } from '../../../src/features/analytics/contract';
import { dashboardCsv, dashboardCsvName, isEmptyDashboard } from '../../../src/features/analytics/rules';
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
    d.revenue.failureReasons = [{ reason: '=HYPERLINK("http://evil.example","x")', count: 1 }];
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

  it('knows an empty period', () => {
    expect(isEmptyDashboard(emptyDashboard())).toBe(true);
    expect(isEmptyDashboard(sampleDashboard())).toBe(false);
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
