/**
 * The console's scheduled-work machine (src/features/adminConsole/jobQueues.machine.ts): on every path it
 * runs again only a job the list shows as failed, one at a time, and no retry is left pending once it is
 * answered; a retry is followed by a fresh count.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { QueueStatusRecord } from '../../../src/features/adminConsole/contract';
import { jobQueuesMachine } from '../../../src/features/adminConsole/jobQueues.machine';
import { toJobQueuesView } from '../../../src/features/adminConsole/jobQueues.view';
import { controllable, flush, modelPaths, reachability, violations } from '../../support/modelHarness';

const ID = '6f1c2b9e-3d4a-4e5f-8a7b-1c2d3e4f5a6b';
const failedQueue: QueueStatusRecord = {
  name: 'subscriptions.service-event',
  due: 0,
  scheduled: 0,
  running: 0,
  failed: 1,
  lastRunAt: '2026-12-10T08:40:00.000Z',
  failures: [{ id: ID, failedAt: '2026-12-10T08:40:00.000Z', error: '502' }],
};
const cleared: QueueStatusRecord = { ...failedQueue, failed: 0, due: 1, failures: [] };
const events = [
  { type: 'xstate.done.actor.readQueues', output: [failedQueue] },
  { type: 'xstate.done.actor.readQueues', output: [cleared] },
  { type: 'xstate.error.actor.readQueues', error: new Error('Failed to load the queues') },
  { type: 'queues.refresh' },
  { type: 'queues.retry' },
  { type: 'job.retry', name: failedQueue.name, id: ID },
  { type: 'xstate.done.actor.retryJob', output: { message: 'queued' } },
  { type: 'xstate.error.actor.retryJob', error: new Error('No failed job has that id') },
];

function provided() {
  const { controls, actors } = controllable(['readQueues', 'retryJob'], []);
  return { controls, machine: jobQueuesMachine.provide({ actors } as never) };
}

describe('jobQueues machine: model', () => {
  const model = provided().machine;
  const paths = modelPaths(model, events as never, undefined as never);

  it('reaches every state and never ends', () => {
    expect(reachability(model, [paths], events as never)).toEqual({ unreached: [], deadEnds: [] });
  });

  it('on every path: one retry at a time, only of a listed failed job, and none left pending once answered', () => {
    const failures = violations(model, paths, undefined as never, ({ state, started }) => {
      const out: string[] = [];
      const retries = started.filter((call) => call.id === 'retryJob');
      if (retries.length > 1) out.push('two retries at once');
      for (const call of retries) {
        if ((call.input as { id: string }).id !== ID) out.push(`retried ${JSON.stringify(call.input)}`);
      }
      const view = toJobQueuesView(state as never);
      if (view.status === 'retrying' && !view.failures.some((f) => f.retrying)) out.push('retrying no listed job');
      if (view.status !== 'retrying' && state.context.retrying) out.push('a retry left pending');
      return out;
    });
    expect(failures).toEqual([]);
  });
});

describe('jobQueues machine: behaviour', () => {
  it('runs the failed job again, says so, counts again and the job leaves the failed list', async () => {
    const { controls, machine } = provided();
    const actor = createActor(machine).start();
    controls.pending.get('readQueues')?.resolve([failedQueue]);
    await flush();
    expect(toJobQueuesView(actor.getSnapshot())).toMatchObject({
      status: 'ready',
      failures: [{ queue: failedQueue.name, id: ID, failedAt: '10 Dec 2026, 08:40', retrying: false }],
    });
    actor.send({ type: 'job.retry', name: failedQueue.name, id: ID });
    expect(controls.calls.at(-1)).toMatchObject({ src: 'retryJob', input: { name: failedQueue.name, id: ID } });
    controls.pending.get('retryJob')?.resolve({ message: 'queued again' });
    await flush();
    expect(controls.calls.at(-1)).toMatchObject({ src: 'readQueues' });
    controls.pending.get('readQueues')?.resolve([cleared]);
    await flush();
    expect(toJobQueuesView(actor.getSnapshot())).toMatchObject({
      status: 'ready',
      notice: 'queued again',
      error: null,
      failures: [],
      queues: [{ name: failedQueue.name, due: 1, failed: 0 }],
    });
  });

  it('keeps the list when a refresh or a retry fails, and says why', async () => {
    const { controls, machine } = provided();
    const actor = createActor(machine).start();
    controls.pending.get('readQueues')?.resolve([failedQueue]);
    await flush();
    actor.send({ type: 'job.retry', name: failedQueue.name, id: ID });
    controls.pending.get('retryJob')?.reject(new Error('No failed job has that id'));
    await flush();
    expect(toJobQueuesView(actor.getSnapshot())).toMatchObject({
      status: 'ready',
      error: 'No failed job has that id',
      failures: [{ id: ID, retrying: false }],
    });
  });
});
