import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConnectedJobQueues } from '../../../src/features/adminConsole/ConnectedConsoleSections';
import type { QueueStatusRecord, RetryJob } from '../../../src/features/adminConsole/contract';
import { CONSOLE_MESSAGES as m } from '../../../src/features/adminConsole/messages';
import { QUEUES } from './jobQueues.fixtures';

/** The connected panel over an in-memory queue: a retried job leaves the failed list. */
function JobQueuesFlow({
  readQueues,
  retryJob,
}: {
  readQueues: () => Promise<QueueStatusRecord[]>;
  retryJob: (job: RetryJob) => Promise<{ message: string }>;
}) {
  return <ConnectedJobQueues services={{ readQueues, retryJob }} />;
}

let queues: QueueStatusRecord[] = QUEUES;
/** reads of the queues in the story that fails the first one */
let reads = 0;

const meta = {
  title: 'Flows/Admin/Scheduled work',
  component: JobQueuesFlow,
  parameters: {
    docs: {
      description: {
        component: 'The real `jobQueues` machine driving the panel, over an in-memory queue.',
      },
    },
  },
  args: {
    readQueues: async () => queues,
    retryJob: fn(async (job: RetryJob) => {
      queues = queues.map((q) =>
        q.name === job.name
          ? { ...q, failed: q.failed - 1, due: q.due + 1, failures: q.failures.filter((f) => f.id !== job.id) }
          : q,
      );
      return { message: m.jobRetried(job.name) };
    }),
  },
  beforeEach: () => {
    queues = QUEUES;
  },
} satisfies Meta<typeof JobQueuesFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RunsAFailedJobAgain: Story = {
  name: 'Runs a failed job again: announced, focused, and gone from the failed list',
  parameters: { machine: 'jobQueues', state: 'ready.retrying' },
  play: async ({ canvas, args }) => {
    const failed = await canvas.findByRole('table', { name: m.jobFailedList });
    await userEvent.click(within(failed).getByRole('button', { name: /Run again: subscriptions\.service-event/ }));
    await expect(args.retryJob).toHaveBeenCalledWith({
      name: 'subscriptions.service-event',
      id: QUEUES[2]?.failures[0]?.id,
    });
    const notice = await canvas.findByText(m.jobRetried('subscriptions.service-event'));
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(await canvas.findByText(m.jobsNoFailures)).toBeVisible();
  },
};

export const RetryRefused: Story = {
  name: 'A retry the server refuses says why',
  parameters: { machine: 'jobQueues', state: 'ready.idle' },
  args: {
    retryJob: fn(async (_job: RetryJob): Promise<{ message: string }> => Promise.reject(new Error(m.jobNotFailed))),
  },
  play: async ({ canvas }) => {
    const failed = await canvas.findByRole('table', { name: m.jobFailedList });
    await userEvent.click(within(failed).getByRole('button', { name: /Run again/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m.jobNotFailed);
  },
};

export const ReadFailsThenRecovers: Story = {
  name: 'The first count fails: said, and Try again reads the queues',
  parameters: { machine: 'jobQueues', state: 'failed' },
  args: {
    readQueues: fn(async () => {
      reads += 1;
      if (reads === 1) throw new Error('The server did not answer');
      return QUEUES;
    }),
  },
  beforeEach: () => {
    reads = 0;
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server did not answer');
    const again = canvas.getByRole('button', { name: m.retry });
    again.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('table', { name: m.jobFailedList })).toBeVisible();
    await expect(args.readQueues).toHaveBeenCalledTimes(2);
  },
};
