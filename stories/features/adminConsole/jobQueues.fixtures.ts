/** The queues the scheduled-work stories show: one failed job among them. */
import type { QueueStatusRecord } from '../../../src/features/adminConsole/contract';

export const FAILED_JOB_ID = '6f1c2b9e-3d4a-4e5f-8a7b-1c2d3e4f5a6b';
export const QUEUES: QueueStatusRecord[] = [
  {
    name: 'sms.dispatch',
    due: 0,
    scheduled: 0,
    running: 0,
    failed: 0,
    lastRunAt: '2026-12-10T08:59:00.000Z',
    failures: [],
  },
  {
    name: 'subscriptions.reminders',
    due: 1,
    scheduled: 0,
    running: 0,
    failed: 0,
    lastRunAt: '2026-12-10T08:59:00.000Z',
    failures: [],
  },
  {
    name: 'subscriptions.service-event',
    due: 0,
    scheduled: 2,
    running: 1,
    failed: 1,
    lastRunAt: '2026-12-10T08:40:00.000Z',
    failures: [
      { id: FAILED_JOB_ID, failedAt: '2026-12-10T08:40:00.000Z', error: 'The network side answered 502 Bad Gateway' },
    ],
  },
  { name: 'subscriptions.auto-renew', due: 0, scheduled: 0, running: 0, failed: 0, lastRunAt: null, failures: [] },
];
