import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { JobQueuesSection } from '../../../src/features/adminConsole/JobQueuesSection';
import { type JobQueuesContext, jobQueuesMachine } from '../../../src/features/adminConsole/jobQueues.machine';
import { toJobQueuesView } from '../../../src/features/adminConsole/jobQueues.view';
import { CONSOLE_MESSAGES as m } from '../../../src/features/adminConsole/messages';
import { FAILED_JOB_ID as FAILED_ID, QUEUES } from './jobQueues.fixtures';

const base: JobQueuesContext = { queues: QUEUES, retrying: null, notice: null, error: null };

/** The view the real machine gives in a state with a context. */
const viewAt = (state: unknown, context: Partial<JobQueuesContext> = {}) =>
  toJobQueuesView(jobQueuesMachine.resolveState({ value: state as never, context: { ...base, ...context } }));

const handlers = () => ({ onRefresh: fn(), onRetryJob: fn(), onRetryLoad: fn() });

const meta = {
  title: 'Screens/Admin/Scheduled work',
  component: JobQueuesSection,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The admin console's view of the scheduler under System Status, one story per state of the `jobQueues` machine: every queue of timed work counted now (due, scheduled, running, failed, last run) and the failed jobs with their error and a Run again button.",
      },
    },
  },
  args: { view: viewAt({ ready: 'idle' }), ...handlers() },
} satisfies Meta<typeof JobQueuesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: 'jobQueues', state: 'loading' },
  args: { view: viewAt('loading', { queues: [] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: m.jobsLoading })).toBeVisible();
  },
};

const ready = handlers();
export const Ready: Story = {
  parameters: { machine: 'jobQueues', state: 'ready.idle' },
  args: { view: viewAt({ ready: 'idle' }), ...ready },
  play: async ({ canvas }) => {
    const queues = canvas.getByRole('table', { name: m.jobsTitle });
    const row = within(queues).getByRole('row', { name: /subscriptions\.service-event/ });
    await expect(row).toHaveTextContent('10 Dec 2026, 08:40');
    await expect(within(queues).getByRole('row', { name: /subscriptions\.auto-renew/ })).toHaveTextContent(
      m.jobNeverRun,
    );
    const failed = canvas.getByRole('table', { name: m.jobFailedList });
    await expect(failed).toHaveTextContent('The network side answered 502 Bad Gateway');
    await userEvent.click(within(failed).getByRole('button', { name: /Run again: subscriptions\.service-event/ }));
    await expect(ready.onRetryJob).toHaveBeenCalledWith({ name: 'subscriptions.service-event', id: FAILED_ID });
    await userEvent.click(canvas.getByRole('button', { name: m.jobsRefresh }));
    await expect(ready.onRefresh).toHaveBeenCalled();
  },
};

export const NoFailures: Story = {
  name: 'Ready: nothing failed',
  parameters: { machine: 'jobQueues', state: 'ready' },
  args: { view: viewAt({ ready: 'idle' }, { queues: QUEUES.map((q) => ({ ...q, failed: 0, failures: [] })) }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.jobsNoFailures)).toBeVisible();
  },
};

export const Retried: Story = {
  name: 'Ready: run again, the notice announced',
  parameters: { machine: 'jobQueues', state: 'ready.idle' },
  args: {
    view: viewAt(
      { ready: 'idle' },
      {
        queues: QUEUES.map((q) => ({ ...q, failed: 0, failures: [] })),
        notice: m.jobRetried('subscriptions.service-event'),
      },
    ),
  },
  play: async ({ canvas }) => {
    const said = canvas.getByRole('status');
    await expect(said).toHaveTextContent(m.jobRetried('subscriptions.service-event'));
    // focus goes to what happened (after the commit): wait for it, so the picture is the same every time
    await waitFor(() => expect(said.closest('[tabindex="-1"]')).toHaveFocus());
  },
};

export const RetryRefused: Story = {
  name: 'Ready: the retry was refused',
  parameters: { machine: 'jobQueues', state: 'ready.idle' },
  args: { view: viewAt({ ready: 'idle' }, { error: m.jobNotFailed }) },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(m.jobNotFailed);
    await waitFor(() => expect(alert.closest('[tabindex="-1"]')).toHaveFocus());
  },
};

export const Refreshing: Story = {
  parameters: { machine: 'jobQueues', state: 'ready.refreshing' },
  args: { view: viewAt({ ready: 'refreshing' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: m.jobsLoading })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Retrying: Story = {
  parameters: { machine: 'jobQueues', state: 'ready.retrying' },
  args: { view: viewAt({ ready: 'retrying' }, { retrying: { name: 'subscriptions.service-event', id: FAILED_ID } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(m.jobRetrying);
    await expect(canvas.getByRole('button', { name: /Running again…: subscriptions\.service-event/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

const failed = handlers();
export const Failed: Story = {
  parameters: { machine: 'jobQueues', state: 'failed' },
  args: { view: viewAt('failed', { queues: [], error: m.jobsFailed }), ...failed },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(m.jobsFailed);
    await userEvent.click(canvas.getByRole('button', { name: m.retry }));
    await expect(failed.onRetryLoad).toHaveBeenCalled();
  },
};
