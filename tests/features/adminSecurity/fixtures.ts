/** Sample answers of the admin security API for the machine and view tests. */
import type { HealthResponse, SecurityResponse } from '../../../src/features/adminSecurity/contract';

export const securityData: SecurityResponse = {
  checkedAt: '2026-11-22T10:00:00.000Z',
  policy: { windowMinutes: 15, failuresPerAccount: 5, failuresPerAddress: 20 },
  failedSignIns: [
    {
      at: '2026-11-22T09:58:00.000Z',
      account: { id: '11111111-1111-4111-8111-111111111111', email: 'demo@example.com', name: 'Ama Mensah' },
      identifier: null,
      ipAddress: '198.51.100.4',
    },
    { at: '2026-11-22T09:50:00.000Z', account: null, identifier: 'guess@example.com', ipAddress: null },
  ],
  lockedAccounts: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      email: 'demo@example.com',
      name: 'Ama Mensah',
      failures: 5,
      lockedUntil: '2026-11-22T10:12:00.000Z',
    },
  ],
  sessions: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      user: { id: '11111111-1111-4111-8111-111111111111', email: 'demo@example.com', name: 'Ama Mensah', role: 'user' },
      createdAt: '2026-11-22T08:00:00.000Z',
      lastRefreshAt: '2026-11-22T09:00:00.000Z',
      current: false,
    },
    {
      id: '44444444-4444-4444-8444-444444444444',
      user: { id: '22222222-2222-4222-8222-222222222222', email: 'ops@example.com', name: 'Kofi Ops', role: 'admin' },
      createdAt: '2026-11-22T09:30:00.000Z',
      lastRefreshAt: null,
      current: true,
    },
  ],
  sessionCount: 2,
};

export const healthData: HealthResponse = {
  checkedAt: '2026-11-22T10:00:00.000Z',
  version: '1.0.0',
  startedAt: '2026-11-20T06:00:00.000Z',
  uptimeSeconds: 2 * 86_400 + 4 * 3600 + 120,
  database: { kind: 'pglite', ok: true, latencyMs: 0.84 },
  requests: { sampled: 340, window: 1000, p50Ms: 12.4, p95Ms: 86, errorRate: 0.0029, clientErrorRate: 0.05 },
  paymentProvider: { name: 'sandbox', breaker: 'closed' },
  mail: { mode: 'outbox' },
};
