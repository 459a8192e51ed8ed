import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { CONSENT_STORAGE_KEY, readConsent, writeConsent } from '../../../src/features/site/consentStorage';
import { analyticsAccepted, provideCookieConsent } from '../../../src/features/site/cookieConsent.machine';

const start = () => {
  const remember = vi.fn();
  const actor = createActor(provideCookieConsent({ remember })).start();
  return { actor, remember };
};

describe('cookieConsent machine', () => {
  it('shows nothing until the stored choice is read, then asks when there is none', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'consent.loaded', choice: null });
    expect(actor.getSnapshot().value).toBe('asking');
  });

  it('keeps a stored choice without asking again', () => {
    const { actor, remember } = start();
    actor.send({ type: 'consent.loaded', choice: { analytics: true } });
    expect(actor.getSnapshot().value).toBe('decided');
    expect(analyticsAccepted(actor.getSnapshot())).toBe(true);
    expect(remember).not.toHaveBeenCalled();
  });

  it('remembers Accept and Reject', () => {
    const a = start();
    a.actor.send({ type: 'consent.loaded', choice: null });
    a.actor.send({ type: 'consent.accept' });
    expect(a.remember).toHaveBeenCalledWith({ analytics: true });
    const r = start();
    r.actor.send({ type: 'consent.loaded', choice: null });
    r.actor.send({ type: 'consent.reject' });
    expect(r.remember).toHaveBeenCalledWith({ analytics: false });
    expect(analyticsAccepted(r.actor.getSnapshot())).toBe(false);
  });

  it('saves preferences, and the footer reopens them with the current choice', () => {
    const { actor, remember } = start();
    actor.send({ type: 'consent.loaded', choice: null });
    actor.send({ type: 'consent.customize' });
    actor.send({ type: 'consent.analytics', value: true });
    actor.send({ type: 'consent.save' });
    expect(remember).toHaveBeenLastCalledWith({ analytics: true });
    actor.send({ type: 'consent.reopen' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'customizing', context: { draftAnalytics: true } });
    actor.send({ type: 'consent.analytics', value: false });
    actor.send({ type: 'consent.dismiss' });
    expect(actor.getSnapshot().value).toBe('decided');
    expect(analyticsAccepted(actor.getSnapshot())).toBe(true);
  });
});

describe('consent storage', () => {
  it('round-trips the choice and ignores anything unreadable', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
    };
    expect(readConsent(storage)).toBeNull();
    writeConsent(storage, { analytics: false });
    expect(readConsent(storage)).toEqual({ analytics: false });
    items.set(CONSENT_STORAGE_KEY, '{broken');
    expect(readConsent(storage)).toBeNull();
    items.set(CONSENT_STORAGE_KEY, '{"analytics":"yes"}');
    expect(readConsent(storage)).toBeNull();
  });
});
