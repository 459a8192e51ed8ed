/**
 * Client for the admin console's API (contract.ts). Answers are parsed with the contract; a failure throws
 * a RequestError whose message is the server's text for a refusal it explains (4xx), else the fallback.
 */
import { type FetchLike, parseBody, type RequestFailure, request } from '../../services/http';
import {
  AUDIT_API,
  AUDIT_CSV_API,
  type AuditPage,
  type AuditQueryInput,
  auditPageSchema,
  STATS_API,
  type StatsResponse,
  SYSTEM_SETTINGS_API,
  type SystemSettingsResponse,
  type SystemSettingsSaved,
  statsResponseSchema,
  systemSettingsResponseSchema,
  systemSettingsSavedSchema,
} from './contract';
import { CONSOLE_MESSAGES as m } from './messages';
import type { SystemSettings } from './rules';

export interface ConsoleClientOptions {
  getToken: () => string | null;
  fetch?: FetchLike;
  timeoutMs?: number;
}

const failureText =
  (fallback: string) =>
  (failure: RequestFailure): string =>
    failure.kind === 'http' && failure.status >= 400 && failure.status < 500 && failure.text ? failure.text : fallback;

/** The query string of an audit query (only the fields set; 'all' and page 1 are the defaults). */
export function auditQueryString(query: AuditQueryInput): string {
  const params = new URLSearchParams();
  if (query.filter && query.filter !== 'all') params.set('filter', query.filter);
  if (query.level) params.set('level', query.level);
  if (query.search?.trim()) params.set('search', query.search.trim());
  if (query.page && Number(query.page) !== 1) params.set('page', String(query.page));
  if (query.pageSize) params.set('pageSize', String(query.pageSize));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface DownloadedCsv {
  filename: string;
  text: string;
}

export function createConsoleClient(options: ConsoleClientOptions) {
  const fetchFn: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const send = (url: string, init: { method?: 'GET' | 'PUT'; body?: unknown }, fallback: string) =>
    request(fetchFn, url, { ...init, token: options.getToken(), timeoutMs: options.timeoutMs }, failureText(fallback));

  return {
    async stats(): Promise<StatsResponse> {
      return parseBody(await send(STATS_API, {}, m.statsFailed), statsResponseSchema, failureText(m.statsFailed));
    },
    async audit(query: AuditQueryInput): Promise<AuditPage> {
      const response = await send(`${AUDIT_API}${auditQueryString(query)}`, {}, m.auditFailed);
      return parseBody(response, auditPageSchema, failureText(m.auditFailed));
    },
    /** The CSV of every entry matching the filters (paging ignored). */
    async auditCsv(query: AuditQueryInput, today = new Date()): Promise<DownloadedCsv> {
      const { page: _page, pageSize: _size, ...filters } = query;
      const response = await send(`${AUDIT_CSV_API}${auditQueryString(filters)}`, {}, m.exportFailed);
      return { filename: `skylink-audit-${today.toISOString().slice(0, 10)}.csv`, text: response.text };
    },
    async settings(): Promise<SystemSettingsResponse> {
      const response = await send(SYSTEM_SETTINGS_API, {}, m.settingsLoadFailed);
      return parseBody(response, systemSettingsResponseSchema, failureText(m.settingsLoadFailed));
    },
    async saveSettings(values: SystemSettings): Promise<SystemSettingsSaved> {
      const response = await send(SYSTEM_SETTINGS_API, { method: 'PUT', body: values }, m.settingsSaveFailed);
      return parseBody(response, systemSettingsSavedSchema, failureText(m.settingsSaveFailed));
    },
  };
}

export type ConsoleClient = ReturnType<typeof createConsoleClient>;
