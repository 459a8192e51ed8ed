import { describe, expect, it } from 'vitest';
import {
  type NotificationItem,
  newestNotifications,
  unreadBadgeText,
  unreadCount,
} from '../../src/components/NotificationBell/notifications';

const item = (id: string, minutesAgo: number, isRead = false): NotificationItem => ({
  id,
  tone: 'success',
  typeLabel: 'Payment successful',
  icon: 'success',
  title: id,
  message: '',
  timestamp: new Date(Date.UTC(2026, 10, 21, 12) - minutesAgo * 60_000),
  isRead,
});

describe('unreadBadgeText', () => {
  it("is empty at 0, the number up to 9 and '9+' above", () => {
    expect(unreadBadgeText(0)).toBe('');
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(9)).toBe('9');
    expect(unreadBadgeText(10)).toBe('9+');
    expect(unreadBadgeText(250)).toBe('9+');
    expect(unreadBadgeText(Number.NaN)).toBe('');
  });
});

describe('newestNotifications', () => {
  it('keeps the 5 newest, newest first, whatever the input order', () => {
    const list = [item('c', 30), item('a', 1), item('f', 300), item('b', 5), item('e', 120), item('d', 60)];
    expect(newestNotifications(list).map((n) => n.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(newestNotifications(list, 2).map((n) => n.id)).toEqual(['a', 'b']);
    expect(list[0]?.id).toBe('c');
  });
  it('reads ISO strings and epoch milliseconds too', () => {
    const list: NotificationItem[] = [
      { ...item('old', 0), timestamp: '2026-01-01T00:00:00Z' },
      { ...item('new', 0), timestamp: Date.UTC(2026, 5, 1) },
    ];
    expect(newestNotifications(list).map((n) => n.id)).toEqual(['new', 'old']);
  });
});

describe('unreadCount', () => {
  it('counts unread notifications', () => {
    expect(unreadCount([item('a', 1), item('b', 2, true), item('c', 3)])).toBe(2);
  });
});
