import { describe, expect, it } from 'vitest';
import { idleTimedOut, trackActivity } from '../../../src/features/auth/activity';
import { idleSignedOutMessage } from '../../../src/features/auth/messages';

describe('activity tracking', () => {
  it('records click, keypress, scroll and mousemove as the last activity time, until stopped', () => {
    const target = new EventTarget();
    let clock = 1000;
    const tracker = trackActivity(target, () => clock);
    expect(tracker.lastActivityAt()).toBe(1000);
    for (const type of ['click', 'keypress', 'scroll', 'mousemove']) {
      clock += 10;
      target.dispatchEvent(new Event(type));
      expect(tracker.lastActivityAt()).toBe(clock);
    }
    clock += 10;
    target.dispatchEvent(new Event('focus'));
    expect(tracker.lastActivityAt()).toBe(clock - 10);
    tracker.stop();
    clock += 10;
    target.dispatchEvent(new Event('click'));
    expect(tracker.lastActivityAt()).toBe(clock - 20);
  });
});

describe('idle timeout (security settings: 30 min, 1, 2 or 4 hours)', () => {
  it('is due exactly when the whole timeout has passed without activity', () => {
    const last = Date.UTC(2026, 10, 22, 9, 0);
    expect(idleTimedOut(last, last + 30 * 60_000 - 1, 30)).toBe(false);
    expect(idleTimedOut(last, last + 30 * 60_000, 30)).toBe(true);
    expect(idleTimedOut(last, last + 2 * 3_600_000 - 1, 120)).toBe(false);
    expect(idleTimedOut(last, last + 4 * 3_600_000, 240)).toBe(true);
  });

  it('tells the customer why they are on the login page, in the timeout they chose', () => {
    expect(idleSignedOutMessage(30)).toBe(
      'You were signed out after 30 minutes without activity. Please sign in again.',
    );
    expect(idleSignedOutMessage(60)).toBe('You were signed out after 1 hour without activity. Please sign in again.');
    expect(idleSignedOutMessage(240)).toBe('You were signed out after 4 hours without activity. Please sign in again.');
  });
});
