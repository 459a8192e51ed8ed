/**
 * Wires the analytics wrapper (src/services/analytics.ts) into the app: installed after mount, a
 * page_view on every route change, the signed-in user identified (reset on sign-out), batches flushed
 * with sendBeacon when the page hides, and app_shutdown (session_duration) when it goes away.
 * Nothing is recorded unless Do Not Track is off and the visitor accepted analytics cookies.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { analyticsAccepted } from '../src/features/site/cookieConsent.machine';
import { analytics, browserTransport, createAnalytics, doNotTrack, installAnalytics } from '../src/services/analytics';
import { request } from '../src/services/http';
import { AuthSession } from './auth/session';
import { CookieConsent } from './consent';

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function useSiteAnalytics() {
  const consent = CookieConsent.useActorRef();
  const accepted = CookieConsent.useSelector(analyticsAccepted);
  const user = AuthSession.useSelector((s) => (s.matches('authenticated') ? s.context.user : null));
  const { pathname } = useLocation();
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    const instance = createAnalytics({
      now: () => Date.now(),
      page: () => ({ url: window.location.href, title: document.title }),
      isAllowed: () =>
        !doNotTrack(navigator, window as { doNotTrack?: string | null }) && analyticsAccepted(consent.getSnapshot()),
      sessionId: randomId(),
      send: browserTransport((url, batch) =>
        request(
          (input, init) => fetch(input, init),
          url,
          { method: 'POST', body: batch },
          () => 'events not sent',
        ),
      ),
      every: (ms, task) => {
        const id = window.setInterval(task, ms);
        return () => window.clearInterval(id);
      },
      // biome-ignore lint/suspicious/noConsole: spec §1 keeps the wrapper's debug logging on (console.debug, hidden by default)
      log: (message, data) => console.debug(message, data),
    });
    installAnalytics(instance);
    const onHide = () => {
      if (document.visibilityState === 'hidden') instance.flush({ beacon: true });
    };
    const onPageHide = () => instance.shutdown();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      instance.flush();
      installAnalytics(null);
    };
  }, [consent]);

  // a page_view for every route change (and the first page once analytics is allowed)
  useEffect(() => {
    if (!accepted || lastPath.current === pathname) return;
    lastPath.current = pathname;
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    analytics().pageView({
      name: document.title,
      path: pathname,
      referrer: document.referrer,
      loadTime: navigation ? Math.round(navigation.duration) : null,
      authenticated: user !== null,
    });
  }, [pathname, accepted, user]);

  const userId = user?.id ?? null;
  useEffect(() => {
    if (!accepted) return;
    if (userId) analytics().identify(userId);
    else analytics().reset();
  }, [userId, accepted]);
}
