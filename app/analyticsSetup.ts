/**
 * Builds the browser's analytics instance (loaded after the first paint, out of the shell): the
 * wrapper with the real clock, page, transport (http.ts / sendBeacon) and the consent check.
 */
import {
  type Analytics,
  browserTransport,
  createAnalytics,
  doNotTrack,
  installAnalytics,
} from '../src/services/analytics';
import { platformFetch, request } from '../src/services/http';
import { analyticsBlocked } from './preferences';
import { tokenStore } from './tokenStore';

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Creates and installs the instance; `accepted` is the cookie choice as it is now. Returns a stop function. */
export function startAnalytics(accepted: () => boolean): { instance: Analytics; stop: () => void } {
  const instance = createAnalytics({
    now: () => Date.now(),
    page: () => ({ url: window.location.href, title: document.title }),
    isAllowed: () =>
      !doNotTrack(navigator, window as { doNotTrack?: string | null }) && accepted() && !analyticsBlocked(),
    sessionId: randomId(),
    send: browserTransport((url, batch) =>
      request(
        platformFetch,
        url,
        // The server takes an event's user from the bearer token only (a user_id in the batch is ignored);
        // a beacon cannot carry the header, so events sent as the page hides count as anonymous.
        { method: 'POST', body: batch, token: tokenStore.getAccessToken() },
        () => 'events not sent',
      ),
    ),
    later: (ms, task) => {
      const id = window.setTimeout(task, ms);
      return () => window.clearTimeout(id);
    },
    device: () => ({
      user_agent: navigator.userAgent,
      screen_resolution: `${window.screen.width}x${window.screen.height}`,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      environment: import.meta.env.MODE,
    }),
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
  return {
    instance,
    stop: () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      instance.flush();
      installAnalytics(null);
    },
  };
}
