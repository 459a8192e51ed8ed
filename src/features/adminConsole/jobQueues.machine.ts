/**
 * The console's view of the scheduler (GET /api/admin/jobs, POST /api/admin/jobs/retry; docs/jobs.md): each
 * queue of timed work counted now, its failed jobs with their error, and running one of them again.
 *
 * States
 *   loading            invokes `readQueues` (id readQueues): the queues
 *   ready.idle         the queues; `queues.refresh` counts again, `job.retry { name, id }` runs a failed job of
 *                      the list again (another id is ignored)
 *   ready.refreshing   invokes `readQueues` (the list stays); a failure keeps it and says why (`error`), beside
 *                      the notice of a retry that went through
 *   ready.retrying     invokes `retryJob` (id retryJob) with the job; done: its message is the notice and the
 *                      queues are counted again; failed: says why (`error`), the list stays
 *   failed             the first read failed (its reason); `queues.retry` reads again
 *
 * Events: queues.refresh, queues.retry, job.retry { name, id }
 * Actors: readQueues -> QueueStatusRecord[]; retryJob({ name, id }) -> { message }
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../machines/notProvided';
import type { QueueStatusRecord, RetryJob } from './contract';
import { CONSOLE_MESSAGES as m } from './messages';

export interface JobQueuesContext {
  queues: QueueStatusRecord[];
  /** the job being run again (while retrying) */
  retrying: RetryJob | null;
  /** what the last retry did (announced) */
  notice: string | null;
  error: string | null;
}

export type JobQueuesEvent =
  | { type: 'queues.refresh' }
  | { type: 'queues.retry' }
  | { type: 'job.retry'; name: string; id: string };

const reason = (fallback: string) => (error: unknown) =>
  error instanceof Error && error.message ? error.message : fallback;

export const jobQueuesMachine = setup({
  types: { context: {} as JobQueuesContext, events: {} as JobQueuesEvent },
  actors: {
    readQueues: fromPromise<QueueStatusRecord[], void>(async () => notProvided('readQueues')),
    retryJob: fromPromise<{ message: string }, RetryJob>(async () => notProvided('retryJob')),
  },
  guards: {
    listed: ({ context, event }) =>
      event.type === 'job.retry' &&
      context.queues.some((q) => q.name === event.name && q.failures.some((f) => f.id === event.id)),
  },
}).createMachine({
  id: 'jobQueues',
  context: { queues: [], retrying: null, notice: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'readQueues',
        src: 'readQueues',
        onDone: { target: 'ready', actions: assign({ queues: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => reason(m.jobsFailed)(event.error) }) },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'queues.refresh': { target: 'refreshing', actions: assign({ notice: null, error: null }) },
            'job.retry': {
              guard: 'listed',
              target: 'retrying',
              actions: assign({
                retrying: ({ event }) => ({ name: event.name, id: event.id }),
                notice: null,
                error: null,
              }),
            },
          },
        },
        refreshing: {
          invoke: {
            id: 'readQueues',
            src: 'readQueues',
            onDone: { target: 'idle', actions: assign({ queues: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => reason(m.jobsFailed)(event.error) }) },
          },
        },
        retrying: {
          invoke: {
            id: 'retryJob',
            src: 'retryJob',
            input: ({ context }) => context.retrying ?? { name: '', id: '' },
            onDone: {
              target: 'refreshing',
              actions: assign({ notice: ({ event }) => event.output.message, retrying: null }),
            },
            onError: {
              target: 'idle',
              actions: assign({ error: ({ event }) => reason(m.jobRetryFailed)(event.error), retrying: null }),
            },
          },
        },
      },
    },
    failed: { on: { 'queues.retry': 'loading' } },
  },
});

export interface JobQueuesDeps {
  readQueues: () => Promise<QueueStatusRecord[]>;
  retryJob: (job: RetryJob) => Promise<{ message: string }>;
}

export function provideJobQueues(deps: JobQueuesDeps) {
  return jobQueuesMachine.provide({
    actors: {
      readQueues: fromPromise(() => deps.readQueues()),
      retryJob: fromPromise(({ input }: { input: RetryJob }) => deps.retryJob(input)),
    },
  });
}
