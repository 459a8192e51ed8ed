/** The scheduler's queues as the console shows them (jobQueues.machine.ts). */
import type { SnapshotFrom } from 'xstate';
import { formatDateTime } from '../../domain/format/date';
import type { jobQueuesMachine } from './jobQueues.machine';
import { CONSOLE_MESSAGES as m } from './messages';

export interface QueueRowView {
  name: string;
  due: number;
  scheduled: number;
  running: number;
  failed: number;
  /** '12 Dec 2026, 09:00', or 'Not yet' */
  lastRun: string;
}

export interface FailedJobView {
  queue: string;
  id: string;
  /** '12 Dec 2026, 09:00' ('' when the queue did not say) */
  failedAt: string;
  error: string;
  /** this job is being run again */
  retrying: boolean;
}

export type JobQueuesView =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | {
      status: 'ready' | 'refreshing' | 'retrying';
      queues: QueueRowView[];
      failures: FailedJobView[];
      /** what the last retry did (announced) */
      notice: string | null;
      /** why the last refresh or retry failed (an alert) */
      error: string | null;
    };

export type JobQueuesSnapshot = Pick<SnapshotFrom<typeof jobQueuesMachine>, 'context' | 'matches'>;

export function toJobQueuesView(snapshot: JobQueuesSnapshot): JobQueuesView {
  const c = snapshot.context;
  if (snapshot.matches('loading')) return { status: 'loading' };
  if (snapshot.matches('failed')) return { status: 'failed', message: c.error ?? m.jobsFailed };
  const status = snapshot.matches({ ready: 'retrying' })
    ? 'retrying'
    : snapshot.matches({ ready: 'refreshing' })
      ? 'refreshing'
      : 'ready';
  return {
    status,
    queues: c.queues.map((q) => ({
      name: q.name,
      due: q.due,
      scheduled: q.scheduled,
      running: q.running,
      failed: q.failed,
      lastRun: q.lastRunAt ? formatDateTime(q.lastRunAt) : m.jobNeverRun,
    })),
    failures: c.queues.flatMap((q) =>
      q.failures.map((f) => ({
        queue: q.name,
        id: f.id,
        failedAt: f.failedAt ? formatDateTime(f.failedAt) : '',
        error: f.error,
        retrying: c.retrying?.id === f.id,
      })),
    ),
    notice: c.notice,
    error: c.error,
  };
}
