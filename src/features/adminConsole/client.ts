/**
 * Client for the admin console's API (contract.ts). Answers are parsed with the contract; a failure throws
 * a RequestError whose message is the server's text for a refusal it explains (4xx), else the fallback.
 */
import { type ApiClientOptions, apiClient } from '../../services/http';
import { reconcileCreditResponseSchema, reconcileReportResponseSchema } from '../billing';
import {
  AUDIT_API,
  AUDIT_CSV_API,
  type AuditPage,
  type AuditQueryInput,
  auditPageSchema,
  type CreditedPayment,
  RECONCILE_API,
  RECONCILE_CREDIT_API,
  type ReconcileResult,
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
import { type ReconcilePeriod, reconcileQueryString, type SystemSettings } from './rules';

export type ConsoleClientOptions = ApiClientOptions;

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
  const { send, call } = apiClient(options);

  return {
    async stats(): Promise<StatsResponse> {
      return call(STATS_API, {}, statsResponseSchema, m.statsFailed);
    },
    async audit(query: AuditQueryInput): Promise<AuditPage> {
      return call(`${AUDIT_API}${auditQueryString(query)}`, {}, auditPageSchema, m.auditFailed);
    },
    /** The CSV of every entry matching the filters (paging ignored). */
    async auditCsv(query: AuditQueryInput, today = new Date()): Promise<DownloadedCsv> {
      const { page: _page, pageSize: _size, ...filters } = query;
      const response = await send(`${AUDIT_CSV_API}${auditQueryString(filters)}`, {}, m.exportFailed);
      return { filename: `skylink-audit-${today.toISOString().slice(0, 10)}.csv`, text: response.text };
    },
    async settings(): Promise<SystemSettingsResponse> {
      return call(SYSTEM_SETTINGS_API, {}, systemSettingsResponseSchema, m.settingsLoadFailed);
    },
    async saveSettings(values: SystemSettings): Promise<SystemSettingsSaved> {
      return call(
        SYSTEM_SETTINGS_API,
        { method: 'PUT', body: values },
        systemSettingsSavedSchema,
        m.settingsSaveFailed,
      );
    },
    /** The provider successes our books lack in the period (the ledger part of the report is not shown here). */
    async reconcile(period: ReconcilePeriod): Promise<ReconcileResult> {
      const report = await call(
        `${RECONCILE_API}${reconcileQueryString(period)}`,
        {},
        reconcileReportResponseSchema,
        m.reconcileFailed,
      );
      const { from, to, transactions, successes, gaps } = report.data.provider;
      return { from, to, transactions, successes, gaps };
    },
    /** Credit one provider success our books lack (the server asks the provider again first). */
    async credit(reference: string): Promise<CreditedPayment> {
      const answer = await call(
        RECONCILE_CREDIT_API,
        { method: 'POST', body: { reference } },
        reconcileCreditResponseSchema,
        m.reconcileCreditFailed,
      );
      const { payment } = answer.data;
      return { reference: payment.reference, amount: payment.amount, lateSuccess: payment.late_success };
    },
  };
}

export type ConsoleClient = ReturnType<typeof createConsoleClient>;
