import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { metricsRegistry } from '../../../../server/http/metrics';

describe('the metrics summary the console reads', () => {
  it('counts answers and 5xx answers, and gives the median answer time (null before any)', async () => {
    const metrics = metricsRegistry();
    expect(metrics.summary()).toEqual({ requests: 0, serverErrors: 0, medianMs: null });
    const app = new Hono();
    app.use('/api/*', metrics.middleware);
    app.get('/api/ok', (c) => c.text('ok'));
    app.get('/api/missing', (c) => c.text('no', 404));
    app.get('/api/broken', (c) => c.text('boom', 500));
    for (const path of ['/api/ok', '/api/ok', '/api/missing', '/api/broken']) await app.request(path);
    const summary = metrics.summary();
    expect(summary.requests).toBe(4);
    // a 404 is the caller's error, not the server's
    expect(summary.serverErrors).toBe(1);
    expect(summary.medianMs).toBeGreaterThanOrEqual(0);
  });
});
