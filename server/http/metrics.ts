/**
 * Request counters for GET /api/metrics (Prometheus text format): requests and errors per route
 * pattern, method and status. Kept in process memory: each server process is scraped on its own, as
 * Prometheus expects. Features add gauges (payments by status) when the text is written.
 */
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';

export function metricsRegistry() {
  const requests = new Map<string, number>();
  const errors = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  const label = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, ' ');

  // The admin console's Overview: totals since start and the latest answer times (a bounded sample).
  const totals = { requests: 0, serverErrors: 0 };
  const recentMs: number[] = [];
  const RECENT = 1000;

  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    await next();
    totals.requests += 1;
    if (c.res.status >= 500) totals.serverErrors += 1;
    recentMs.push(performance.now() - started);
    if (recentMs.length > RECENT) recentMs.shift();
    // The matched pattern (/api/billing/payments/:id/status), never the raw path: bounded label values.
    // After the chain, routeIndex points at the handler that answered.
    const matched = routePath(c);
    const route = matched && matched !== '/*' && matched !== '/api/*' && matched !== '*' ? matched : 'unmatched';
    const key = `method="${label(c.req.method)}",route="${label(route)}",status="${c.res.status}"`;
    bump(requests, key);
    if (c.res.status >= 400) bump(errors, key);
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
  /** Answers and 5xx answers since the process started, and the median of the last 1000 answer times. */
  function summary() {
    const sorted = [...recentMs].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    const medianMs =
      sorted.length === 0
        ? null
        : sorted.length % 2 === 1
          ? (sorted[mid] ?? 0)
          : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
    return { requests: totals.requests, serverErrors: totals.serverErrors, medianMs };
  }

  return { middleware, render, summary };
}
