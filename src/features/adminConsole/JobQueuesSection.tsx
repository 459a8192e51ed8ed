/**
 * The console's scheduled work under System Status (presentational, from the jobQueues machine's view): each
 * queue counted now (due, scheduled, running, failed, last run), then the failed jobs with their error and a
 * Run again button. Loading and running again are announced (role=status); when a retry or a refresh ends,
 * focus and the viewport go to what it said (the notice or the alert). On phones the rows are cards.
 */
import { useEffect, useRef } from 'react';
import {
  Alert,
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  focusTarget,
  Inline,
  revealAfterCommit,
  Spinner,
  Stack,
  VisuallyHidden,
} from '@/components';
import { LoadFailed } from './ConsoleSections';
import type { FailedJobView, JobQueuesView, QueueRowView } from './jobQueues.view';
import { CONSOLE_MESSAGES as m } from './messages';
import { formatCount } from './rules';

export interface JobQueuesSectionProps {
  view: JobQueuesView;
  onRefresh: () => void;
  onRetryJob: (job: { name: string; id: string }) => void;
  onRetryLoad: () => void;
}

const count = (key: 'due' | 'scheduled' | 'running' | 'failed', header: string): DataTableColumn<QueueRowView> => ({
  id: key,
  header,
  align: 'end',
  cell: (row) => formatCount(row[key]),
});

const QUEUE_COLUMNS: DataTableColumn<QueueRowView>[] = [
  { id: 'name', header: m.jobQueue, isRowHeader: true, cell: (row) => <code>{row.name}</code> },
  count('due', m.jobDue),
  count('scheduled', m.jobScheduled),
  count('running', m.jobRunning),
  count('failed', m.jobFailed),
  { id: 'last', header: m.jobLastRun, cell: (row) => row.lastRun },
];

export function JobQueuesSection({ view, onRefresh, onRetryJob, onRetryLoad }: JobQueuesSectionProps) {
  const outcome = useRef<HTMLDivElement | null>(null);
  const said = view.status === 'ready' ? (view.error ?? view.notice) : null;
  useEffect(() => {
    if (said) return revealAfterCommit(() => outcome.current);
  }, [said]);
  const busy = view.status === 'retrying' || view.status === 'refreshing';
  const failureColumns: DataTableColumn<FailedJobView>[] = [
    { id: 'queue', header: m.jobQueue, isRowHeader: true, cell: (row) => <code>{row.queue}</code> },
    { id: 'at', header: m.jobFailedAt, cell: (row) => row.failedAt },
    { id: 'error', header: m.jobError, cell: (row) => row.error },
    {
      id: 'action',
      header: 'Action',
      cell: (row) => (
        <Button
          size="sm"
          variant="secondary"
          onPress={() => onRetryJob({ name: row.queue, id: row.id })}
          isDisabled={busy && !row.retrying}
          isPending={row.retrying}
          pendingLabel={m.jobRetrying}
          aria-label={`${row.retrying ? m.jobRetrying : m.jobRetry}: ${row.queue}, ${row.failedAt}`}
        >
          {m.jobRetry}
        </Button>
      ),
    },
  ];
  return (
    <Card title={m.jobsTitle} headingLevel={2}>
      <Stack gap="4">
        {view.status === 'loading' ? <Spinner label={m.jobsLoading} showLabel layout="block" /> : null}
        {view.status === 'failed' ? <LoadFailed message={view.message} onRetry={onRetryLoad} /> : null}
        {view.status !== 'loading' && view.status !== 'failed' ? (
          <>
            <Inline gap="3" align="center" justify="between">
              <p>{m.jobsIntro}</p>
              <Button
                variant="secondary"
                size="sm"
                onPress={onRefresh}
                isDisabled={view.status === 'retrying'}
                isPending={view.status === 'refreshing'}
                pendingLabel={m.jobsLoading}
              >
                {m.jobsRefresh}
              </Button>
            </Inline>
            {view.status === 'retrying' ? (
              <VisuallyHidden as="div" role="status">
                {m.jobRetrying}
              </VisuallyHidden>
            ) : null}
            {view.notice || view.error ? (
              <div ref={outcome} tabIndex={-1} className={focusTarget}>
                <Stack gap="2">
                  {view.notice ? (
                    <Alert tone="success" announce="status">
                      {view.notice}
                    </Alert>
                  ) : null}
                  {view.error ? <Alert tone="danger" announce="alert" title={view.error} /> : null}
                </Stack>
              </div>
            ) : null}
            <DataTable
              caption={m.jobsTitle}
              hideCaption
              columns={QUEUE_COLUMNS}
              rows={view.queues}
              getRowId={(row) => row.name}
            />
            <h3>{m.jobFailedList}</h3>
            <DataTable
              caption={m.jobFailedList}
              hideCaption
              columns={failureColumns}
              rows={view.failures}
              getRowId={(row) => row.id}
              emptyText={m.jobsNoFailures}
            />
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
