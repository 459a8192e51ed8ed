import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  type BellNotification,
  NOTIFICATIONS_POLL_MS,
  notificationsMachine,
  provideNotifications,
} from '../../../src/features/billing/notifications.machine';
import { allStatePaths, controllable, coveredStates, flush, modelPaths, replay } from '../../support/modelHarness';

const note = (id: string, isRead = false): BellNotification => ({
  id,
  type: 'payment_success',
  title: 'Payment received',
  message: 'We received GH₵ 100.00 for Standard Internet.',
  timestamp: '2026-11-22T10:00:00.000Z',
  isRead,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('notifications machine: model-based paths', () => {
  const events = [
    { type: 'xstate.done.actor.fetchNotifications', output: [note('n1'), note('n2', true)] },
    { type: 'xstate.error.actor.fetchNotifications', error: new Error('Network error') },
    { type: `xstate.after.${NOTIFICATIONS_POLL_MS}.notifications.ready` },
    { type: 'notifications.refresh' },
    { type: 'notification.read', id: 'n1' },
    { type: 'notifications.readAll' },
    { type: 'notifications.clear' },
  ];
  const paths = modelPaths(notificationsMachine, events as never);

  it('reaches every state', () => {
    expect([...coveredStates(notificationsMachine, paths)].sort()).toEqual(allStatePaths(notificationsMachine).sort());
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' > ') || '(initial)', p]))(
    'live actor follows %s',
    async (_name, path) => {
      const { controls, actors, actions } = controllable(
        ['fetchNotifications'],
        ['persistRead', 'persistReadAll', 'persistClear'],
      );
      await replay(notificationsMachine.provide({ actors, actions } as never), controls, path);
      const writes = path.steps.filter((s) =>
        ['notification.read', 'notifications.readAll', 'notifications.clear'].includes(s.event.type),
      );
      expect(controls.log).toHaveLength(writes.length);
    },
  );
});

describe('notifications machine: behaviour', () => {
  it('polls every 30 s, keeps the list when a poll fails, and marks read at once', async () => {
    const fetchNotifications = vi
      .fn<() => Promise<BellNotification[]>>()
      .mockResolvedValueOnce([note('n1')])
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue([note('n1'), note('n2')]);
    const markRead = vi.fn(async () => {});
    const actor = createActor(
      provideNotifications({ fetchNotifications, markRead, markAllRead: async () => {}, clear: async () => {} }),
    ).start();
    await flush();
    expect(actor.getSnapshot().context.notifications.map((n) => n.id)).toEqual(['n1']);
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS);
    expect(actor.getSnapshot().context).toMatchObject({ stale: true, notifications: [{ id: 'n1' }] });
    actor.send({ type: 'notification.read', id: 'n1' });
    expect(actor.getSnapshot().context.notifications[0]?.isRead).toBe(true);
    expect(markRead).toHaveBeenCalledWith('n1');
    actor.send({ type: 'notifications.refresh' });
    await flush();
    expect(fetchNotifications).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().context.notifications).toHaveLength(2);
  });
});
