/** The System Status section's view model (systemStatus.machine.ts). */
import type { SnapshotFrom } from 'xstate';
import { adminOutboxLink } from '../../domain/adminAreas';
import { formatDateTime } from '../../domain/format/date';
import type { HealthResponse } from './contract';
import { BREAKER_WORDS, MAIL_WORDS, SECURITY_MESSAGES as m } from './messages';
import { ERROR_RATE_WARNING, formatMs, formatRate, formatUptime } from './rules';
import type { systemStatusMachine } from './systemStatus.machine';

export type TileTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export interface HealthTile {
  id: 'database' | 'uptime' | 'latency' | 'errors' | 'breaker' | 'mail' | 'version';
  label: string;
  value: string;
  hint: string;
  tone: TileTone;
  /** a page that says more (the mail tile in outbox mode: the Admin Panel's Outbox tab) */
  link?: { label: string; href: string };
}

export type SystemStatusStatus = 'loading' | 'failed' | 'ready' | 'refreshing' | 'stale' | 'paused';

export interface SystemStatusView {
  status: SystemStatusStatus;
  isLoading: boolean;
  isRefreshing: boolean;
  /** first load failed: 'Failed to load dashboard data' */
  error: string | null;
  /** a refresh failed: the tiles are the last ones */
  staleNotice: string | null;
  tiles: HealthTile[] | null;
  /** 'Checked 22 Nov 2026, 10:00' */
  checkedAt: string | null;
  /** 'Refreshes every 30 seconds.' or, while the page is hidden, 'Paused while this page is hidden.' */
  refreshNote: string;
}

export type SystemStatusSnapshot = Pick<SnapshotFrom<typeof systemStatusMachine>, 'context' | 'matches'>;

export function healthTiles(data: HealthResponse): HealthTile[] {
  const { requests } = data;
  const breaker = BREAKER_WORDS[data.paymentProvider.breaker];
  const mail = MAIL_WORDS[data.mail.mode];
  const traffic = requests.sampled > 0;
  return [
    {
      id: 'database',
      label: m.database,
      value: data.database.ok ? m.databaseUp : m.databaseDown,
      hint: `${data.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ping ${formatMs(data.database.latencyMs)}`,
      tone: data.database.ok ? 'success' : 'danger',
    },
    {
      id: 'uptime',
      label: m.uptime,
      value: formatUptime(data.uptimeSeconds),
      hint: `Since ${formatDateTime(data.startedAt)}`,
      tone: 'info',
    },
    {
      id: 'latency',
      label: m.latency,
      value:
        traffic && requests.p50Ms !== null && requests.p95Ms !== null
          ? `p50 ${formatMs(requests.p50Ms)} · p95 ${formatMs(requests.p95Ms)}`
          : m.noTraffic,
      hint: `Last ${requests.sampled} API requests of this server (up to ${requests.window})`,
      tone: 'info',
    },
    {
      id: 'errors',
      label: m.errorRate,
      value: requests.errorRate === null ? m.noTraffic : `${formatRate(requests.errorRate)} server errors`,
      hint: requests.clientErrorRate === null ? '' : `${formatRate(requests.clientErrorRate)} refused requests (4xx)`,
      tone: requests.errorRate !== null && requests.errorRate > ERROR_RATE_WARNING ? 'warning' : 'success',
    },
    {
      id: 'breaker',
      label: m.breaker,
      value: breaker.label,
      hint: `${data.paymentProvider.name === 'paystack' ? 'Paystack' : 'Sandbox'}: ${breaker.hint}`,
      tone:
        data.paymentProvider.breaker === 'open'
          ? 'danger'
          : data.paymentProvider.breaker === 'half-open'
            ? 'warning'
            : 'success',
    },
    {
      id: 'mail',
      label: m.mail,
      value: mail.label,
      hint: mail.hint,
      tone: 'neutral',
      ...(data.mail.mode === 'outbox' ? { link: { ...adminOutboxLink } } : {}),
    },
    { id: 'version', label: m.version, value: data.version, hint: 'API version', tone: 'neutral' },
  ];
}

const STATUSES: SystemStatusStatus[] = ['loading', 'failed', 'refreshing', 'stale', 'paused', 'ready'];

export function toSystemStatusView(snapshot: SystemStatusSnapshot): SystemStatusView {
  const status = STATUSES.find((s) => snapshot.matches(s)) ?? 'loading';
  const { data, error } = snapshot.context;
  return {
    status,
    isLoading: status === 'loading',
    isRefreshing: status === 'refreshing',
    error: data === null && error !== null && status !== 'loading' ? error : null,
    staleNotice: data !== null && error !== null ? `${m.staleNotice} (${error})` : null,
    tiles: data ? healthTiles(data) : null,
    checkedAt: data ? `Checked ${formatDateTime(data.checkedAt)}` : null,
    refreshNote: status === 'paused' ? 'Paused while this page is hidden.' : m.autoRefresh,
  };
}
