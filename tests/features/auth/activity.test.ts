import { describe, expect, it } from 'vitest';
import { trackActivity } from '../../../src/features/auth/activity';

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
