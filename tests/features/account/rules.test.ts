import { describe, expect, it } from 'vitest';
import {
  dashboardStatus,
  dashboardStatusLabel,
  daysSinceLastPayment,
  profileCompleteness,
} from '../../../src/features/account/rules';

const DAY = 86_400_000;
const at = (iso: string) => Date.parse(iso);

describe('dashboard subscription status (spec §4)', () => {
  it('active: paid in the current calendar month, however many days ago', () => {
    const now = at('2026-11-30T12:00:00Z');
    for (const paid of ['2026-11-01T00:00:00Z', '2026-11-15T08:00:00Z', '2026-11-30T11:59:00Z']) {
      expect(dashboardStatus(at(paid), now)).toMatchObject({ status: 'active', graceDaysLeft: null });
    }
    // 29 days ago, still this month
    expect(dashboardStatus(at('2026-11-01T00:00:00Z'), now).days).toBe(29);
  });

  it.each([
    [0, 'grace_period', 3],
    [3, 'grace_period', 0],
    [4, 'suspended', null],
    [7, 'suspended', null],
    [8, 'terminated', null],
    [30, 'terminated', null],
  ])('%i days after a payment in an earlier month: %s (grace days left %s)', (days, status, left) => {
    // paid on 30 Nov at 20:00; now is N whole days later, in December
    const early = at('2026-12-01T06:00:00Z') + days * DAY;
    const paid = at('2026-11-30T20:00:00Z');
    const result = dashboardStatus(paid, early);
    expect(result.days).toBe(days);
    expect(result).toMatchObject({ status, graceDaysLeft: left });
  });

  it('counts whole days: 3 days 23 hours is still 3 (grace), 4 days exactly is suspended', () => {
    const paid = at('2026-10-31T10:00:00Z');
    expect(dashboardStatus(paid, paid + 4 * DAY - 1)).toMatchObject({ status: 'grace_period', days: 3 });
    expect(dashboardStatus(paid, paid + 4 * DAY)).toMatchObject({ status: 'suspended', days: 4 });
    expect(dashboardStatus(paid, paid + 8 * DAY - 1)).toMatchObject({ status: 'suspended', days: 7 });
    expect(dashboardStatus(paid, paid + 8 * DAY)).toMatchObject({ status: 'terminated', days: 8 });
  });

  it('months: the same month of another year is not this month; a new month ends "active" at once', () => {
    expect(dashboardStatus(at('2025-11-20T10:00:00Z'), at('2026-11-20T10:00:00Z')).status).toBe('terminated');
    // paid 31 Oct 23:00, now 1 Nov 01:00 (Ghana = GMT): a new month, 0 days: grace with 3 days left
    expect(dashboardStatus(at('2026-10-31T23:00:00Z'), at('2026-11-01T01:00:00Z'))).toEqual({
      status: 'grace_period',
      days: 0,
      graceDaysLeft: 3,
    });
    // December to January crosses the year
    expect(dashboardStatus(at('2026-12-30T10:00:00Z'), at('2027-01-02T10:00:00Z'))).toMatchObject({
      status: 'grace_period',
      graceDaysLeft: 0,
    });
  });

  it('no payment counts as 999 days: terminated', () => {
    expect(daysSinceLastPayment(null, Date.now())).toBe(999);
    expect(dashboardStatus(null, Date.now())).toEqual({ status: 'terminated', days: 999, graceDaysLeft: null });
  });

  it('labels: the grace period shows the days remaining', () => {
    expect(dashboardStatusLabel({ status: 'grace_period', days: 0, graceDaysLeft: 3 })).toBe(
      'Grace period: 3 days remaining',
    );
    expect(dashboardStatusLabel({ status: 'grace_period', days: 2, graceDaysLeft: 1 })).toBe(
      'Grace period: 1 day remaining',
    );
    expect(dashboardStatusLabel({ status: 'suspended', days: 5, graceDaysLeft: null })).toBe('Suspended');
    expect(dashboardStatusLabel({ status: 'active', days: 5, graceDaysLeft: null })).toBe('Active');
    expect(dashboardStatusLabel({ status: 'terminated', days: 999, graceDaysLeft: null })).toBe('Terminated');
  });
});

describe('profile completeness (ours)', () => {
  const empty = {
    fullName: '',
    firstName: null,
    lastName: null,
    phoneNumber: null,
    dateOfBirth: null,
    profilePicture: null,
    isEmailVerified: false,
  };
  it('counts name, phone, date of birth, picture and a verified email', () => {
    expect(profileCompleteness(empty)).toEqual({
      percent: 0,
      missing: ['Full name', 'Phone number', 'Date of birth', 'Profile picture', 'Verified email'],
    });
    expect(profileCompleteness({ ...empty, firstName: 'Ama', lastName: 'Mensah', isEmailVerified: true })).toEqual({
      percent: 40,
      missing: ['Phone number', 'Date of birth', 'Profile picture'],
    });
    expect(
      profileCompleteness({
        fullName: 'Ama Mensah',
        firstName: null,
        lastName: null,
        phoneNumber: '0551234987',
        dateOfBirth: '1990-01-01',
        profilePicture: '/p.png',
        isEmailVerified: true,
      }),
    ).toEqual({ percent: 100, missing: [] });
  });
});
