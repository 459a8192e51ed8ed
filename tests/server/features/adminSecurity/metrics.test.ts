/** The request window behind the console's p50/p95 and error rate: bounded, and exact on known input. */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { metricsRegistry, percentile, requestWindow } from '../../../../server/http/metrics';

describe('percentile (nearest rank)', () => {
  it('gives the value at rank ceil(p/100 * n) of the sorted values', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([1, 2, 3], 50)).toBe(2);
    expect(percentile([], 50)).toBeNull();
  });
});

describe('requestWindow', () => {
  it('summarises durations and statuses of what it holds; nothing yet gives nulls', () => {
    const w = requestWindow(100);
    expect(w.summary()).toEqual({
      sampled: 0,
      window: 100,
      p50Ms: null,
      p95Ms: null,
      errorRate: null,
      clientErrorRate: null,
    });
    // 20 requests: 1..20 ms, two 5xx and five 4xx
    for (let ms = 1; ms <= 20; ms += 1) w.record(ms, ms <= 2 ? 503 : ms <= 7 ? 404 : 200);
    expect(w.summary()).toEqual({
      sampled: 20,
      window: 100,
      p50Ms: 10,
      p95Ms: 19,
      errorRate: 0.1,
      clientErrorRate: 0.25,
    });
  });

  it('keeps only the last `capacity` requests (old slow ones and old errors age out)', () => {
    const w = requestWindow(10);
    for (let i = 0; i < 10; i += 1) w.record(1000, 500);
    for (let i = 0; i < 10; i += 1) w.record(5, 200);
    expect(w.summary()).toMatchObject({ sampled: 10, p50Ms: 5, p95Ms: 5, errorRate: 0 });
    w.record(40, 502);
    expect(w.summary()).toMatchObject({ sampled: 10, p95Ms: 40, errorRate: 0.1 });
  });
});

describe('metricsRegistry().recent', () => {
  it('times each /api request with the given clock and counts its status', async () => {
    let now = 0;
    const metrics = metricsRegistry({ now: () => now, window: 50 });
    const app = new Hono();
    app.use('/api/*', metrics.middleware);
    app.get('/api/slow', (c) => {
      now += 120;
      return c.text('ok');
    });
    app.get('/api/broken', (c) => {
      now += 30;
      return c.text('no', 500);
    });
    app.get('/api/fast', (c) => {
      now += 10;
      return c.text('ok');
    });
    for (const path of ['/api/fast', '/api/fast', '/api/slow', '/api/broken']) await app.request(path);
    expect(metrics.recent()).toEqual({
      sampled: 4,
      window: 50,
      p50Ms: 10,
      p95Ms: 120,
      errorRate: 0.25,
      clientErrorRate: 0,
    });
    // the Prometheus text is unchanged by the window
    expect(metrics.render()).toContain('api_requests_total{method="GET",route="/api/slow",status="200"} 1');
  });
});
