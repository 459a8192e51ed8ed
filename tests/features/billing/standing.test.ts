/**
 * The standing from paid-until (src/features/billing/standing.ts): grace for 3 whole days, suspended to day
 * 7, terminated after; a suspension or termination due on a Sunday or a Ghana public holiday waits for 08:00
 * of the next working day; a promise to pay moves both by its days (at most 3).
 */
import { describe, expect, it } from 'vitest';
import { GHANA_PUBLIC_HOLIDAYS, isClosedDay, nextWorkingMoment } from '../../../src/domain/holidays';
import { standingDates, subscriptionStanding } from '../../../src/features/billing/standing';

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso).getTime();
const statusAt = (paidUntil: string, now: string, promise = 0) =>
  subscriptionStanding(at(paidUntil), at(now), promise)?.status;

describe('standing', () => {
  it('counts grace days 3 down to 0, then suspends on day 4 and terminates on day 8 (working days)', () => {
    // paid until Monday 9 Nov 2026 10:00: day 4 is Friday 13, day 8 Tuesday 17
    const paid = '2026-11-09T10:00:00Z';
    expect(statusAt(paid, '2026-11-09T09:59:59Z')).toBe('active');
    const left = [0, 1, 2, 3].map((d) => subscriptionStanding(at(paid), at(paid) + d * DAY + 3_600_000)?.graceDaysLeft);
    expect(left).toEqual([3, 2, 1, 0]);
    expect(statusAt(paid, '2026-11-13T09:59:59Z')).toBe('grace_period');
    expect(statusAt(paid, '2026-11-13T10:00:00Z')).toBe('suspended');
    expect(statusAt(paid, '2026-11-17T09:59:59Z')).toBe('suspended');
    expect(statusAt(paid, '2026-11-17T10:00:00Z')).toBe('terminated');
    expect(subscriptionStanding(null, at(paid))).toBeNull();
  });

  it('never suspends on a Sunday or a public holiday: it waits for 08:00 of the next working day', () => {
    const { suspendsAt, terminatesAt } = standingDates(at('2026-11-30T15:00:00Z'));
    // 30 Nov + 4 days = Friday 4 Dec (Farmers' Day), then Saturday 5 Dec 08:00
    expect(suspendsAt.toISOString()).toBe('2026-12-05T08:00:00.000Z');
    // 30 Nov + 8 days = Tuesday 8 Dec, a working day: at the hour itself
    expect(terminatesAt.toISOString()).toBe('2026-12-08T15:00:00.000Z');
    expect(statusAt('2026-11-30T15:00:00Z', '2026-12-04T23:00:00Z')).toBe('grace_period');
    // a Sunday: paid until Wednesday 25 Nov 2026 12:00, day 4 is Sunday 29 Nov, so Monday 30 Nov 08:00
    expect(standingDates(at('2026-11-25T12:00:00Z')).suspendsAt.toISOString()).toBe('2026-11-30T08:00:00.000Z');
    // Christmas, Boxing Day observed Monday 28 and the Sunday between: 24 Dec 2026 + 4 = Monday 28 Dec
    expect(standingDates(at('2026-12-24T09:00:00Z')).suspendsAt.toISOString()).toBe('2026-12-29T08:00:00.000Z');
  });

  it('moves suspension and termination by a promise to pay, at most 3 days', () => {
    const paid = '2026-11-09T10:00:00Z';
    expect(statusAt(paid, '2026-11-13T10:00:00Z', 2)).toBe('grace_period');
    // 13 Nov + 2 days = Sunday 15 Nov: Monday 16 Nov 08:00
    expect(standingDates(at(paid), 2).suspendsAt.toISOString()).toBe('2026-11-16T08:00:00.000Z');
    expect(standingDates(at(paid), 9).suspendsAt).toEqual(standingDates(at(paid), 3).suspendsAt);
    expect(subscriptionStanding(at(paid), at(paid) + DAY, 3)?.graceDaysLeft).toBe(5);
  });
});

describe('the days support is closed', () => {
  it('lists observed dates in order, none on a weekend', () => {
    expect([...GHANA_PUBLIC_HOLIDAYS].sort()).toEqual(GHANA_PUBLIC_HOLIDAYS);
    for (const day of GHANA_PUBLIC_HOLIDAYS) expect([0, 6]).not.toContain(new Date(`${day}T12:00:00Z`).getUTCDay());
    expect(isClosedDay(new Date('2026-12-06T12:00:00Z'))).toBe(true); // a Sunday
    expect(isClosedDay(new Date('2026-12-05T12:00:00Z'))).toBe(false); // a Saturday
  });

  it('answers a working moment itself, else 08:00 of the next working day', () => {
    const monday = new Date('2026-12-07T03:00:00Z');
    expect(nextWorkingMoment(monday)).toBe(monday);
    expect(nextWorkingMoment(new Date('2026-12-06T23:59:00Z')).toISOString()).toBe('2026-12-07T08:00:00.000Z');
  });
});
