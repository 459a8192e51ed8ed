/**
 * Every test of the notification centre's machine over one set of fakes: the model checks, the machine's
 * behaviour, and the spec rules (billing-payments-admin.md §4 "Notifications": read, all read, cleared).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { arrivalAnnouncement, viewAllLabel } from '../../../src/features/notifications/notificationCentre';
import {
  type BellNotification,
  NOTIFICATIONS_POLL_MS,
  notificationsMachine,
  provideNotifications,
  type StreamHandlers,
} from '../../../src/features/notifications/notifications.machine';
import { toNotificationsView } from '../../../src/features/notifications/notifications.view';
import { flush, modelPaths, reachability, violations } from '../../support/modelHarness';

const note = (id: string, isRead = false, title = 'Payment received'): BellNotification => ({
  id,
  type: 'payment_success',
  title,
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
    { type: 'stream.open' },
    { type: 'stream.notifications', notifications: [note('n3', false, 'Service active'), note('n1')] },
    { type: 'stream.failed' },
    { type: 'stream.end', reason: 'expired' },
    { type: 'stream.end', reason: 'signed_out' },
    { type: `xstate.after.${NOTIFICATIONS_POLL_MS}.notifications.polling` },
    { type: 'notifications.refresh' },
    { type: 'notification.read', id: 'n1' },
    { type: 'notifications.readAll' },
    { type: 'notifications.clear' },
  ];
  const paths = modelPaths(notificationsMachine, events as never);

  it('reaches every state, and no state is a dead end', () => {
    expect(reachability(notificationsMachine, [paths], events as never)).toEqual({ unreached: [], deadEnds: [] });
  });

  it('on every path: one write per read, read-all or clear', () => {
    const failures = violations(notificationsMachine, paths, undefined, ({ state: snapshot, calls, log, steps }) => {
      const controls = { calls, log };
      const path = { steps, state: snapshot };
      const writes = path.steps.filter((s) =>
        ['notification.read', 'notifications.readAll', 'notifications.clear'].includes(s.event.type),
      );
      expect(controls.log).toHaveLength(writes.length);
      return [];
    });
    expect(failures).toEqual([]);
  });
});

/** A fake stream transport: the test plays the server. */
function fakeStream() {
  const opened: StreamHandlers[] = [];
  let closes = 0;
  return {
    opened,
    closes: () => closes,
    openStream: (on: StreamHandlers) => {
      opened.push(on);
      return () => {
        closes += 1;
      };
    },
  };
}

describe('notifications machine: behaviour', () => {
  it('loads, goes live, takes lists from the stream without a reload and announces only the new arrival', async () => {
    const stream = fakeStream();
    const actor = createActor(
      provideNotifications({
        fetchNotifications: async () => [note('n1')],
        markRead: async () => {},
        markAllRead: async () => {},
        clear: async () => {},
        openStream: stream.openStream,
      }),
    ).start();
    await flush();
    expect(actor.getSnapshot().matches({ streaming: 'connecting' })).toBe(true);
    expect(actor.getSnapshot().context.announcement).toBe('');
    stream.opened[0]?.open();
    expect(toNotificationsView(actor.getSnapshot())).toMatchObject({ kind: 'list', connection: 'live' });
    stream.opened[0]?.notifications([note('n2', false, 'Service active'), note('n1')]);
    expect(actor.getSnapshot().context.notifications.map((n) => n.id)).toEqual(['n2', 'n1']);
    expect(actor.getSnapshot().context.announcement).toBe('New notification: Service active');
    // a read elsewhere changes the list but is not news
    stream.opened[0]?.notifications([note('n2', true, 'Service active'), note('n1')]);
    expect(actor.getSnapshot().context.announcement).toBe('');
    actor.stop();
    expect(stream.closes()).toBe(1);
  });

  it('falls back to polling every 30 s when the stream fails, and tries the stream again after each poll', async () => {
    const stream = fakeStream();
    const fetchNotifications = vi.fn(async () => [note('n1')]);
    const actor = createActor(
      provideNotifications({
        fetchNotifications,
        markRead: async () => {},
        markAllRead: async () => {},
        clear: async () => {},
        openStream: stream.openStream,
      }),
    ).start();
    await flush();
    stream.opened[0]?.failed();
    expect(actor.getSnapshot().value).toBe('polling');
    expect(toNotificationsView(actor.getSnapshot())).toMatchObject({ connection: 'polling' });
    stream.opened[0]?.notifications([note('late')]); // a closed stream's late event is ignored
    expect(actor.getSnapshot().context.notifications.map((n) => n.id)).toEqual(['n1']);
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS);
    await flush();
    expect(fetchNotifications).toHaveBeenCalledTimes(2);
    expect(stream.opened).toHaveLength(2);
    expect(actor.getSnapshot().matches('streaming')).toBe(true);
  });

  it('reconnects at once when the server ends an expired stream, and stops when the session signed out', async () => {
    const stream = fakeStream();
    const actor = createActor(
      provideNotifications({
        fetchNotifications: async () => [],
        markRead: async () => {},
        markAllRead: async () => {},
        clear: async () => {},
        openStream: stream.openStream,
      }),
    ).start();
    await flush();
    stream.opened[0]?.open();
    stream.opened[0]?.end('expired');
    expect(stream.opened).toHaveLength(2);
    expect(actor.getSnapshot().matches({ streaming: 'connecting' })).toBe(true);
    stream.opened[1]?.end('signed_out');
    expect(actor.getSnapshot().value).toBe('ended');
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS * 3);
    expect(stream.opened).toHaveLength(2);
  });

  it('without a stream transport it polls (and marks read at once, telling the server)', async () => {
    const markRead = vi.fn(async () => {});
    const actor = createActor(
      provideNotifications({
        fetchNotifications: async () => [note('n1')],
        markRead,
        markAllRead: async () => {},
        clear: async () => {},
      }),
    ).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('polling');
    actor.send({ type: 'notification.read', id: 'n1' });
    expect(actor.getSnapshot().context.notifications[0]?.isRead).toBe(true);
    expect(markRead).toHaveBeenCalledWith('n1');
  });
});

describe('notification centre rules', () => {
  it('announces new unread arrivals by title, never the first list or the whole list', () => {
    expect(arrivalAnnouncement(null, [note('a')])).toBe('');
    expect(arrivalAnnouncement([note('a')], [note('a')])).toBe('');
    expect(arrivalAnnouncement([note('a')], [note('b', false, 'Payment failed'), note('a')])).toBe(
      'New notification: Payment failed',
    );
    expect(arrivalAnnouncement([], [note('c', false, 'Service active'), note('b'), note('a', true)])).toBe(
      '2 new notifications. Newest: Service active',
    );
    expect(viewAllLabel(12)).toBe('View all notifications (12)');
  });
});

// The spec rules, through provideNotifications (§4 "Notifications").
async function started() {
  const deps = {
    fetchNotifications: vi.fn(async () => [note('n1'), note('n2'), note('n3', true)]),
    markRead: vi.fn(async () => {}),
    markAllRead: vi.fn(async () => {}),
    clear: vi.fn(async () => {}),
  };
  const actor = createActor(provideNotifications(deps)).start();
  await flush();
  return { deps, actor };
}

const unread = (actor: Awaited<ReturnType<typeof started>>['actor']) => {
  const view = toNotificationsView(actor.getSnapshot());
  return view.kind === 'list' ? view.unread : -1;
};

describe('notifications: read, all read, cleared', () => {
  it('reading one marks only it (at once) and tells the server', async () => {
    const { deps, actor } = await started();
    expect(unread(actor)).toBe(2);
    actor.send({ type: 'notification.read', id: 'n2' });
    expect(actor.getSnapshot().context.notifications.map((n) => n.isRead)).toEqual([false, true, true]);
    expect(unread(actor)).toBe(1);
    expect(deps.markRead).toHaveBeenCalledWith('n2');
    expect(deps.markAllRead).not.toHaveBeenCalled();
  });

  it('mark all read leaves none unread and tells the server', async () => {
    const { deps, actor } = await started();
    actor.send({ type: 'notifications.readAll' });
    expect(unread(actor)).toBe(0);
    expect(actor.getSnapshot().context.notifications).toHaveLength(3);
    expect(deps.markAllRead).toHaveBeenCalledTimes(1);
  });

  it('clear empties the list and tells the server', async () => {
    const { deps, actor } = await started();
    actor.send({ type: 'notifications.clear' });
    expect(actor.getSnapshot().context.notifications).toEqual([]);
    expect(unread(actor)).toBe(0);
    expect(deps.clear).toHaveBeenCalledTimes(1);
  });

  it('polls again after 30 s without a stream, not before', async () => {
    const { deps } = await started();
    expect(deps.fetchNotifications).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(deps.fetchNotifications).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.fetchNotifications).toHaveBeenCalledTimes(2);
  });
});
