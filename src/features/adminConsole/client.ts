/**
 * Client for the admin console's API (contract.ts). Answers are parsed with the contract; a failure throws
 * a RequestError whose message is the server's text for a refusal it explains (4xx), else the fallback.
 */
import type { z } from 'zod';
import {
  type ApiClientOptions,
  apiClient,
  endpointUrl,
  type PathParamNames,
  type QueryValues,
  queryString,
  RequestError,
} from '../../services/http';
import { BILLING_ADMIN_BASE, billingAdminEndpoints } from '../billing';
import {
  ADMIN_CONSOLE_BASE,
  AUDIT_CSV_API,
  type AuditPage,
  type AuditQueryInput,
  type CreditedPayment,
  adminConsoleEndpoints as e,
  type QueueStatusRecord,
  type ReconcileResult,
  type RetryJob,
  type StatsResponse,
  type SystemSettingsResponse,
  type SystemSettingsSaved,
  type TestClockAnswer,
} from './contract';
import { CONSOLE_MESSAGES as m } from './messages';
import { type ReconcilePeriod, reconcileQuery, type SystemSettings } from './rules';

export type ConsoleClientOptions = ApiClientOptions;

/** The fields of an audit query that are set ('all' and page 1 are the defaults, so they are left out). */
function auditQueryValues(query: AuditQueryInput): QueryValues<typeof e.adminAudit> {
  return {
    filter: query.filter === 'all' ? undefined : query.filter,
    level: query.level,
    search: query.search?.trim(),
    page: query.page && Number(query.page) !== 1 ? String(query.page) : undefined,
    pageSize: query.pageSize === undefined ? undefined : String(query.pageSize),
  };
}

/** The query string of an audit query (only the fields set): the CSV export's, which takes the same filters. */
export function auditQueryString(query: AuditQueryInput): string {
  return queryString(auditQueryValues(query));
}

export interface DownloadedCsv {
  filename: string;
  text: string;
}

export function createConsoleClient(options: ConsoleClientOptions) {
  const { send, callAt } = apiClient(options);
  // the console's endpoints have no path parameters
  const url = <E extends { path: string; query?: z.ZodType }>(endpoint: E, query?: QueryValues<E>) =>
    endpointUrl(ADMIN_CONSOLE_BASE, endpoint, {} as { [K in PathParamNames<E['path']>]: string }, query);

  return {
    async stats(): Promise<StatsResponse> {
      return callAt(url(e.adminStats), e.adminStats, undefined, m.statsFailed);
    },
    async audit(query: AuditQueryInput): Promise<AuditPage> {
      return callAt(url(e.adminAudit, auditQueryValues(query)), e.adminAudit, undefined, m.auditFailed);
    },
    /** The CSV of every entry matching the filters (paging ignored). */
    async auditCsv(query: AuditQueryInput, today = new Date()): Promise<DownloadedCsv> {
      const { page: _page, pageSize: _size, ...filters } = query;
      const response = await send(`${AUDIT_CSV_API}${auditQueryString(filters)}`, {}, m.exportFailed);
      return { filename: `skylink-audit-${today.toISOString().slice(0, 10)}.csv`, text: response.text };
    },
    async settings(): Promise<SystemSettingsResponse> {
      return callAt(url(e.adminSettings), e.adminSettings, undefined, m.settingsLoadFailed);
    },
    async saveSettings(values: SystemSettings): Promise<SystemSettingsSaved> {
      return callAt(url(e.adminSaveSettings), e.adminSaveSettings, values, m.settingsSaveFailed);
    },
    /** The application's clock outside production; null where there is none to move (production: 404). */
    async testClock(): Promise<TestClockAnswer | null> {
      try {
        return await callAt(url(e.adminTestClock), e.adminTestClock, undefined, m.testClockFailed);
      } catch (error) {
        if (error instanceof RequestError && error.failure.kind === 'http' && error.failure.status === 404) return null;
        throw error;
      }
    },
    /** Move the application's clock forward for every server; answers where it stands then. */
    async advanceTestClock(seconds: number): Promise<TestClockAnswer> {
      return callAt(
        url(e.adminAdvanceTestClock),
        e.adminAdvanceTestClock,
        { advance_seconds: seconds },
        m.testClockFailed,
      );
    },
    /** The scheduler's queues, counted now. */
    async jobs(): Promise<QueueStatusRecord[]> {
      return (await callAt(url(e.adminJobs), e.adminJobs, undefined, m.jobsFailed)).queues;
    },
    /** Run one failed job again; answers what the server said. */
    async retryJob(job: RetryJob): Promise<{ message: string }> {
      return callAt(url(e.adminRetryJob), e.adminRetryJob, job, m.jobRetryFailed);
    },
    /** The provider successes our books lack in the period (the ledger part of the report is not shown here). */
    async reconcile(period: ReconcilePeriod): Promise<ReconcileResult> {
      const endpoint = billingAdminEndpoints.reconcileReport;
      const address = endpointUrl(BILLING_ADMIN_BASE, endpoint, {}, reconcileQuery(period));
      const report = await callAt(address, endpoint, undefined, m.reconcileFailed);
      const { from, to, transactions, successes, gaps } = report.data.provider;
      return { from, to, transactions, successes, gaps };
    },
    /** Credit one provider success our books lack (the server asks the provider again first). */
    async credit(reference: string): Promise<CreditedPayment> {
      const endpoint = billingAdminEndpoints.reconcileCredit;
      const answer = await callAt(
        endpointUrl(BILLING_ADMIN_BASE, endpoint),
        endpoint,
        { reference },
        m.reconcileCreditFailed,
      );
      const { payment } = answer.data;
      return { reference: payment.reference, amount: payment.amount, lateSuccess: payment.late_success };
    },
  };
}

export type ConsoleClient = ReturnType<typeof createConsoleClient>;
