import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert, Button, Columns, DataTable, Inline, Select, Spinner, StatusBadge, TextField } from '@/components';
import { formatDateTime } from '../../domain/format/date';
import * as styles from './AdminPanel.css';
import { SEARCH_MAX_LENGTH, TICKET_FILTERS, type TicketFilter, type TicketSummary } from './contract';
import { ADMIN_MESSAGES as m, TICKET_STATUS_LABELS } from './messages';
import type { SupportInboxView } from './supportInbox.view';

export interface SupportInboxProps {
  view: SupportInboxView;
  onFilter: (status: TicketFilter) => void;
  onSearch: (text: string) => void;
  onPage: (page: number) => void;
  onRetry: () => void;
  onOpen: (id: number) => void;
  /** the open ticket (the route renders the connected ticket here) */
  ticket?: ReactNode;
}

const FILTER_LABELS: Record<TicketFilter, string> = {
  all: 'All',
  open: 'Open (new and in progress)',
  ...TICKET_STATUS_LABELS,
};
const filterOptions = TICKET_FILTERS.map((id) => ({ id, label: FILTER_LABELS[id] }));

export const TICKET_TONES = { new: 'info', in_progress: 'warning', answered: 'success' } as const;

/**
 * The Support tab: the contact inbox (status filter, search, paging) with the open message beside it.
 * Loading and errors are announced; the list keeps its last page on screen while the next one loads.
 */
export function SupportInbox({ view, onFilter, onSearch, onPage, onRetry, onOpen, ticket }: SupportInboxProps) {
  const [search, setSearch] = useState(view.query.search);
  const page = view.kind === 'loaded' ? view.page : view.kind === 'loading' ? view.previous : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(search);
  };
  const columns = [
    {
      id: 'subject',
      header: 'Subject',
      isRowHeader: true,
      cell: (t: TicketSummary) => (
        <Button variant="ghost" size="sm" onPress={() => onOpen(t.id)}>
          {t.subject}
        </Button>
      ),
    },
    { id: 'from', header: 'From', cell: (t: TicketSummary) => `${t.name} <${t.email}>` },
    {
      id: 'status',
      header: 'Status',
      cell: (t: TicketSummary) => (
        <StatusBadge label={TICKET_STATUS_LABELS[t.status]} tone={TICKET_TONES[t.status]} size="sm" />
      ),
    },
    { id: 'assignee', header: 'Assignee', cell: (t: TicketSummary) => t.assignee?.name ?? 'Unassigned' },
    { id: 'received', header: 'Received', cell: (t: TicketSummary) => formatDateTime(t.createdAt) },
  ];
  return (
    <section className={styles.stack} aria-labelledby="admin-support-heading">
      <h2 id="admin-support-heading" className={styles.heading}>
        Support inbox
      </h2>
      <Inline gap="3" align="end">
        <Select<TicketFilter>
          label="Show"
          className={styles.filter}
          options={filterOptions}
          value={view.query.status}
          onChange={(status) => {
            if (status) onFilter(status);
          }}
        />
        <Inline method="post" as="form" gap="3" align="end" onSubmit={submit}>
          <TextField
            label="Search messages"
            type="search"
            value={search}
            onChange={setSearch}
            maxLength={SEARCH_MAX_LENGTH}
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </Inline>
      </Inline>
      <div role="status">
        {view.kind === 'loading' ? <Spinner label={m.inboxLoading} showLabel layout="block" /> : null}
        {page ? (
          <p className={styles.muted}>
            {page.total} {page.total === 1 ? 'message' : 'messages'}
            {view.query.search ? ` matching "${view.query.search}"` : ''}
          </p>
        ) : null}
      </div>
      {view.kind === 'error' ? (
        <Alert
          tone="danger"
          announce="alert"
          title={view.message}
          actions={
            <Button variant="secondary" size="sm" onPress={onRetry}>
              {m.tryAgain}
            </Button>
          }
        />
      ) : null}
      <Columns gap="6" minItemWidth="24rem" align="start">
        {page ? (
          <div className={styles.stack}>
            <DataTable
              caption="Support messages"
              hideCaption
              rows={page.tickets}
              getRowId={(t) => String(t.id)}
              emptyText={m.noTickets}
              columns={columns}
            />
            {page.pageCount > 1 ? (
              <Inline as="nav" gap="3" align="end" aria-label="Inbox pages">
                <Button
                  variant="secondary"
                  size="sm"
                  isDisabled={page.page <= 1 || view.kind === 'loading'}
                  onPress={() => onPage(page.page - 1)}
                >
                  Previous
                </Button>
                <span>
                  Page {page.page} of {page.pageCount}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  isDisabled={page.page >= page.pageCount || view.kind === 'loading'}
                  onPress={() => onPage(page.page + 1)}
                >
                  Next
                </Button>
              </Inline>
            ) : null}
          </div>
        ) : null}
        {ticket}
      </Columns>
    </section>
  );
}
