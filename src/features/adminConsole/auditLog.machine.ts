/**
 * The console's Audit Logs: a filtered, searchable, paged view of the server's audit log, and its CSV export.
 *
 * States
 *   loading     invokes `loadPage` (id loadPage) with the query; the last page stays (dimmed) meanwhile; a
 *               changed filter, level, page size or submitted search loads again with it
 *   ready       the page; changing the filter, level, page size or page, or submitting the search, loads
 *               again; `export.start` exports what the filters match
 *   exporting   invokes `exportCsv` (id exportCsv) with the query; the page stays
 *   failed      'Failed to load the audit log' (or the server's text); `audit.retry` or a changed query
 *               loads again
 *
 * Events: filter.change, level.change, search.change (the draft), search.submit, page.change,
 *         pageSize.change, audit.retry, export.start
 * Actors: loadPage(query) -> AuditPage; exportCsv(query) -> the file name saved
 */
import { assign, fromPromise, setup } from 'xstate';
import type { AuditFilter, AuditLevel } from '../../domain/audit';
import { notProvided } from '../../machines/notProvided';
import type { AuditPage } from './contract';
import { CONSOLE_MESSAGES } from './messages';

export interface AuditQueryState {
  filter: AuditFilter;
  level: AuditLevel | null;
  search: string;
  page: number;
  pageSize: 10 | 20 | 50;
}

export interface AuditLogContext {
  query: AuditQueryState;
  /** the search box as typed (applied on submit) */
  searchDraft: string;
  data: AuditPage | null;
  error: string | null;
  /** the last export's outcome */
  exportMessage: string | null;
  exportError: string | null;
}

export type AuditLogEvent =
  | { type: 'filter.change'; filter: AuditFilter }
  | { type: 'level.change'; level: AuditLevel | null }
  | { type: 'search.change'; value: string }
  | { type: 'search.submit' }
  | { type: 'page.change'; page: number }
  | { type: 'pageSize.change'; pageSize: 10 | 20 | 50 }
  | { type: 'audit.retry' }
  | { type: 'export.start' };

export const INITIAL_AUDIT_QUERY: AuditQueryState = { filter: 'all', level: null, search: '', page: 1, pageSize: 20 };

const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** The last page number for a total (at least 1). */
export const lastPageOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

export const auditLogMachine = setup({
  types: { context: {} as AuditLogContext, events: {} as AuditLogEvent },
  actors: {
    loadPage: fromPromise<AuditPage, AuditQueryState>(async () => notProvided('loadPage')),
    exportCsv: fromPromise<string, AuditQueryState>(async () => notProvided('exportCsv')),
  },
  actions: {
    keepDraft: assign(({ event }) => (event.type === 'search.change' ? { searchDraft: event.value } : {})),
    /** the event's change to the query, from page 1 */
    applyQuery: assign(({ context, event }) => {
      const from = { ...context.query, page: 1 };
      if (event.type === 'filter.change') return { query: { ...from, filter: event.filter } };
      if (event.type === 'level.change') return { query: { ...from, level: event.level } };
      if (event.type === 'search.submit') return { query: { ...from, search: context.searchDraft.trim() } };
      if (event.type === 'pageSize.change') return { query: { ...from, pageSize: event.pageSize } };
      return {};
    }),
  },
  guards: {
    pageInRange: ({ context, event }) =>
      event.type === 'page.change' &&
      event.page >= 1 &&
      event.page <= lastPageOf(context.data?.total ?? 0, context.data?.pageSize ?? context.query.pageSize) &&
      event.page !== context.query.page,
  },
}).createMachine({
  id: 'auditLog',
  context: {
    query: INITIAL_AUDIT_QUERY,
    searchDraft: '',
    data: null,
    error: null,
    exportMessage: null,
    exportError: null,
  },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      // a filter, level, page size or search sent while a page loads (the search typed and submitted before
      // the first page came) loads again with it; the answer for the old query is dropped with its actor
      on: {
        'filter.change': { target: 'loading', reenter: true, actions: 'applyQuery' },
        'level.change': { target: 'loading', reenter: true, actions: 'applyQuery' },
        'search.change': { actions: 'keepDraft' },
        'search.submit': { target: 'loading', reenter: true, actions: 'applyQuery' },
        'pageSize.change': { target: 'loading', reenter: true, actions: 'applyQuery' },
      },
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => context.query,
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => errorText(event.error, CONSOLE_MESSAGES.auditFailed) }),
        },
      },
    },
    ready: {
      on: {
        'filter.change': { target: 'loading', actions: 'applyQuery' },
        'level.change': { target: 'loading', actions: 'applyQuery' },
        'search.change': { actions: 'keepDraft' },
        'search.submit': { target: 'loading', actions: 'applyQuery' },
        'page.change': {
          guard: 'pageInRange',
          target: 'loading',
          actions: assign({ query: ({ context, event }) => ({ ...context.query, page: event.page }) }),
        },
        'pageSize.change': { target: 'loading', actions: 'applyQuery' },
        'export.start': 'exporting',
      },
    },
    exporting: {
      entry: assign({ exportMessage: null, exportError: null }),
      invoke: {
        id: 'exportCsv',
        src: 'exportCsv',
        input: ({ context }) => context.query,
        onDone: {
          target: 'ready',
          actions: assign({ exportMessage: ({ event }) => `${CONSOLE_MESSAGES.exported}: ${event.output}` }),
        },
        onError: {
          target: 'ready',
          actions: assign({ exportError: ({ event }) => errorText(event.error, CONSOLE_MESSAGES.exportFailed) }),
        },
      },
    },
    failed: {
      on: {
        'audit.retry': 'loading',
        // a changed query tries again with it
        'filter.change': { target: 'loading', actions: 'applyQuery' },
        'level.change': { target: 'loading', actions: 'applyQuery' },
        'search.change': { actions: 'keepDraft' },
        'search.submit': { target: 'loading', actions: 'applyQuery' },
        'pageSize.change': { target: 'loading', actions: 'applyQuery' },
      },
    },
  },
});

export interface AuditLogDeps {
  loadPage: (query: AuditQueryState) => Promise<AuditPage>;
  exportCsv: (query: AuditQueryState) => Promise<string>;
}

export function provideAuditLog(deps: AuditLogDeps) {
  return auditLogMachine.provide({
    actors: {
      loadPage: fromPromise(({ input }: { input: AuditQueryState }) => deps.loadPage(input)),
      exportCsv: fromPromise(({ input }: { input: AuditQueryState }) => deps.exportCsv(input)),
    },
  });
}
