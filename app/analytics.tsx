/**
 * Wires the analytics wrapper (src/services/analytics.ts) into the app: loaded after mount (out of the
 * shell), a page_view on every route change, the signed-in user identified (reset on sign-out),
 * batches flushed with sendBeacon when the page hides, app_shutdown (session_duration) when it goes.
 * Nothing is recorded unless Do Not Track is off and the visitor accepted analytics cookies.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Actor } from 'xstate';
import { analyticsAccepted, type cookieConsentMachine } from '../src/features/site/cookieConsent.machine';
import type { Analytics } from '../src/services/analytics';
import { useSessionSelector } from './auth/session';

/** `consent` is the cookie choice's actor; `accepted` whether analytics is accepted now. */
export function useSiteAnalytics(consent: Actor<typeof cookieConsentMachine>, accepted: boolean) {
  const user = useSessionSelector((s) => (s.matches('authenticated') ? s.context.user : null), null);
  const { pathname } = useLocation();
  const [instance, setInstance] = useState<Analytics | null>(null);
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('./analyticsSetup').then(({ startAnalytics }) => {
      if (cancelled) return;
      const started = startAnalytics(() => analyticsAccepted(consent.getSnapshot()));
      stop = started.stop;
      startTransition(() => setInstance(started.instance));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [consent]);

  // a page_view for every route change (and for the page in view once analytics is accepted)
  useEffect(() => {
    if (!instance || !accepted || lastPath.current === pathname) return;
    lastPath.current = pathname;
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    instance.pageView({
      name: document.title,
      path: pathname,
      referrer: document.referrer,
      loadTime: navigation ? Math.round(navigation.duration) : null,
      authenticated: user !== null,
    });
  }, [instance, pathname, accepted, user]);

  const userId = user?.id ?? null;
  useEffect(() => {
    if (!instance || !accepted) return;
    if (userId) instance.identify(userId);
    else instance.reset();
  }, [instance, userId, accepted]);
}
