import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, isoDateTime } from '../../src/domain/format/date';
import { formatRelativeTime, fromEpochSeconds } from '../../src/domain/format/relativeTime';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const s = 1000;
const min = 60 * s;
const h = 60 * min;
const d = 24 * h;

describe('formatRelativeTime', () => {
  it("reads 'Just now' under 60 seconds and for future times", () => {
    expect(formatRelativeTime(now, now)).toBe('Just now');
    expect(formatRelativeTime(ago(59 * s), now)).toBe('Just now');
    expect(formatRelativeTime(ago(-5 * min), now)).toBe('Just now');
  });
  it('counts minutes, then hours, then days, singular and plural', () => {
    expect(formatRelativeTime(ago(60 * s), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(59 * min + 59 * s), now)).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(h), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * h + 59 * min), now)).toBe('23 hours ago');
    expect(formatRelativeTime(ago(d), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(6 * d + 23 * h), now)).toBe('6 days ago');
  });
  it('prints the date from 7 days on', () => {
    expect(formatRelativeTime(ago(7 * d), now)).toBe('14 Nov 2026');
    expect(formatRelativeTime(new Date('2025-01-02T10:00:00Z'), now)).toBe('2 Jan 2025');
  });
  it('accepts epoch milliseconds and ISO strings, and is empty for invalid input', () => {
    expect(formatRelativeTime(now.getTime() - 5 * min, now.getTime())).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-11-21T09:00:00Z', '2026-11-21T12:00:00Z')).toBe('3 hours ago');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});

describe('dates', () => {
  it('formats in Accra time (GMT)', () => {
    expect(formatDate(new Date('2026-11-21T23:30:00Z'))).toBe('21 Nov 2026');
    expect(formatDateTime(new Date('2026-11-21T09:05:00Z'))).toBe('21 Nov 2026, 09:05');
  });
  it('converts API epoch seconds and gives ISO for <time dateTime>', () => {
    expect(isoDateTime(fromEpochSeconds(1_790_000_000))).toBe('2026-09-21T14:13:20.000Z');
    expect(isoDateTime('nope')).toBe('');
    expect(formatDate('nope')).toBe('');
  });
});
