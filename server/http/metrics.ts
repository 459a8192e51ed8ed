/**
 * Request counters for GET /api/metrics (Prometheus text format): requests and errors per route
 * pattern, method and status. Kept in process memory: each server process is scraped on its own, as
 * Prometheus expects. Features add gauges (payments by status) when the text is written.
 */
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';

export function metricsRegistry(options: { now?: () => number; window?: number } = {}) {
  // Latency and status of the last requests (the admin console's p50/p95 and error rate).
  const now = options.now ?? (() => performance.now());
  const recent = requestWindow(options.window ?? REQUEST_WINDOW);
  const requests = new Map<string, number>();
  const errors = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  const label = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, ' ');

  // The admin console's Overview: answers and 5xx answers since the process started.
  const totals = { requests: 0, serverErrors: 0 };

  const keys = new Map<string, string>();

  const middleware: MiddlewareHandler = async (c, next) => {
    const started = now();
    await next();
    recent.record(now() - started, c.res.status);
    totals.requests += 1;
    if (c.res.status >= 500) totals.serverErrors += 1;
    // The matched pattern (/api/billing/payments/:id/status), never the raw path: bounded label values.
    // After the chain, routeIndex points at the handler that answered. The label text of each
    // method/route/status is written once and then looked up (a few hundred keys at most).
    const matched = routePath(c);
    const route = matched && matched !== '/*' && matched !== '/api/*' && matched !== '*' ? matched : 'unmatched';
    const status = c.res.status;
    const lookup = `${c.req.method} ${status} ${route}`;
    let key = keys.get(lookup);
    if (key === undefined) {
      key = `method="${label(c.req.method)}",route="${label(route)}",status="${status}"`;
      keys.set(lookup, key);
    }
    bump(requests, key);
    if (status >= 400) bump(errors, key);
  };

  function render(gauges: { name: string; help: string; values: Record<string, number>; label: string }[] = []) {
    const lines: string[] = [];
    lines.push('# HELP api_requests_total API requests by method, route pattern and status.');
    lines.push('# TYPE api_requests_total counter');
    for (const [k, v] of requests) lines.push(`api_requests_total{${k}} ${v}`);
    lines.push('# HELP api_errors_total API answers with a status of 400 or more.');
    lines.push('# TYPE api_errors_total counter');
    for (const [k, v] of errors) lines.push(`api_errors_total{${k}} ${v}`);
    for (const g of gauges) {
      lines.push(`# HELP ${g.name} ${g.help}`);
      lines.push(`# TYPE ${g.name} gauge`);
      for (const [k, v] of Object.entries(g.values)) lines.push(`${g.name}{${g.label}="${label(k)}"} ${v}`);
    }
    return `${lines.join('\n')}\n`;
  }
  /** Answers and 5xx answers since the process started, and the median of the recent window's times. */
  const summary = () => ({
    requests: totals.requests,
    serverErrors: totals.serverErrors,
    medianMs: recent.summary().p50Ms,
  });
  return { middleware, render, recent: () => recent.summary(), summary };
}

/** How many of the last requests the latency and error-rate figures cover, per process. */
export const REQUEST_WINDOW = 1000;

export interface RequestSummary {
  /** requests in the window (at most its capacity) */
  sampled: number;
  window: number;
  p50Ms: number | null;
  p95Ms: number | null;
  /** share of 5xx answers, null without requests */
  errorRate: number | null;
  /** share of 4xx answers, null without requests */
  clientErrorRate: number | null;
}

/** The nearest-rank percentile (p in 0..100) of sorted values; null when empty. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? null;
}

/**
 * A bounded ring of the last `capacity` requests (duration and status): memory stays fixed however
 * long the process runs, and the figures describe recent traffic rather than all time.
 */
export function requestWindow(capacity: number) {
  const durations = new Float64Array(capacity);
  const statuses = new Uint16Array(capacity);
  let next = 0;
  let size = 0;
  return {
    record(ms: number, status: number) {
      durations[next] = Math.max(0, ms);
      statuses[next] = status;
      next = (next + 1) % capacity;
      size = Math.min(size + 1, capacity);
    },
    summary(): RequestSummary {
      const sorted = Array.from(durations.subarray(0, size)).sort((a, b) => a - b);
      let serverErrors = 0;
      let clientErrors = 0;
      for (let i = 0; i < size; i += 1) {
        const status = statuses[i] ?? 0;
        if (status >= 500) serverErrors += 1;
        else if (status >= 400) clientErrors += 1;
      }
      const round = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);
      return {
        sampled: size,
        window: capacity,
        p50Ms: round(percentile(sorted, 50)),
        p95Ms: round(percentile(sorted, 95)),
        errorRate: size === 0 ? null : serverErrors / size,
        clientErrorRate: size === 0 ? null : clientErrors / size,
      };
    },
  };
}
