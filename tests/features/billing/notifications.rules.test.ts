/**
 * Behaviour tests of the notification centre's spec rules (billing-payments-admin.md §4 "Notifications": can be
 * read, all marked read, or cleared). Kept apart from notifications.machine.test.ts (the billing issue is changing
 * billing at the same time). Real actors through provideNotifications; no model-path replay.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { type BellNotification, provideNotifications } from '../../../src/features/billing/notifications.machine';
import { toNotificationsView } from '../../../src/features/billing/notifications.view';
import { flush } from '../../support/modelHarness';

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
