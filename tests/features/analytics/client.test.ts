import { describe, expect, it } from 'vitest';
import { createAnalyticsClient } from '../../../src/features/analytics/client';
import { sampleDashboard } from '../../../stories/features/analytics/analyticsKit';
import { json, scriptedFetch, text } from '../../services/fakes';

const URL_7D = 'GET /api/analytics/dashboard?period=7d';

describe('analytics client', () => {
  it('asks for the dashboard of the period with the token, and reads it with the contract', async () => {
    const dashboard = sampleDashboard();
    const { fetch, calls } = scriptedFetch({ [URL_7D]: json(200, dashboard) });
    const client = createAnalyticsClient({ getToken: () => 'admin-token', fetch });
    await expect(client.dashboard('7d')).resolves.toEqual(dashboard);
    expect(calls[0]?.headers.Authorization).toBe('Bearer admin-token');
  });

  it("fails as 'Failed to load dashboard data' on an error status, an unreadable body or another 2xx", async () => {
    const { fetch } = scriptedFetch({
      [URL_7D]: [text(500, 'oops'), json(200, { period: 'last week' }), json(203, sampleDashboard())],
    });
    const client = createAnalyticsClient({ getToken: () => 'admin-token', fetch });
    for (let i = 0; i < 3; i++) await expect(client.dashboard('7d')).rejects.toThrow('Failed to load dashboard data');
  });
});
