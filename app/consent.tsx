/**
 * The site's browser services, loaded after the page has mounted (out of the shell's first load): the
 * cookie choice as an actor (read from localStorage in an effect, written when the visitor decides),
 * the banner (its component loads only when it has to show), the footer's 'Cookie settings' (a window
 * event, see siteEvents.ts) and analytics, which runs only with the choice.
 */
import { createActorContext } from '@xstate/react';
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { readConsent, writeConsent } from '../src/features/site/consentStorage';
import {
  analyticsAccepted,
  cookieConsentMachine,
  provideCookieConsent,
} from '../src/features/site/cookieConsent.machine';
import { useSiteAnalytics } from './analytics';
import { COOKIE_SETTINGS_EVENT, takeCookieSettingsRequest } from './siteEvents';

export const CookieConsent = createActorContext(cookieConsentMachine);

const CookieBanner = lazy(() => import('../src/features/site/CookieBanner').then((m) => ({ default: m.CookieBanner })));

export default function SiteServices() {
  const [logic] = useState(() =>
    provideCookieConsent({ remember: (choice) => writeConsent(window.localStorage, choice) }),
  );
  return (
    <CookieConsent.Provider logic={logic}>
      <LoadChoice />
      <Analytics />
      <BannerSlot />
    </CookieConsent.Provider>
  );
}

function LoadChoice() {
  const consent = CookieConsent.useActorRef();
  useEffect(() => {
    consent.send({ type: 'consent.loaded', choice: readConsent(window.localStorage) });
    // Preferences pressed on the prerendered banner before this module arrived (see /theme-boot.js)
    if (document.documentElement.hasAttribute(PREFERENCES_PRESSED)) {
      document.documentElement.removeAttribute(PREFERENCES_PRESSED);
      consent.send({ type: 'consent.customize' });
    }
    const reopen = () => {
      if (takeCookieSettingsRequest()) consent.send({ type: 'consent.reopen' });
    };
    reopen(); // pressed before this module arrived
    window.addEventListener(COOKIE_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(COOKIE_SETTINGS_EVENT, reopen);
  }, [consent]);
  return null;
}

function Analytics() {
  const consent = CookieConsent.useActorRef();
  const accepted = CookieConsent.useSelector(analyticsAccepted);
  useSiteAnalytics(consent, accepted);
  return null;
}

const PREFERENCES_PRESSED = 'data-cookie-preferences';

/**
 * Prerendered pages carry a static copy of the banner after the root (scripts/site/prerender.ts), so it
 * paints with the page. It goes when the live banner commits (in the same frame, in the same place, with
 * focus moved to the same control) or when a choice is in force.
 */
function dropPrerenderedBanner() {
  const copy = document.querySelector('[data-prerendered-banner]');
  if (!copy) return;
  const controls = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('a[href], button')];
  const focused = controls(copy).indexOf(document.activeElement as HTMLElement);
  const label = copy.querySelector('section')?.getAttribute('aria-label');
  copy.remove();
  if (focused < 0 || !label) return;
  const live = document.querySelector(`section[aria-label="${label}"]`);
  if (live) controls(live)[focused]?.focus();
}

/** What /theme-boot.js sets on <html> once a choice is stored, also one made on the prerendered banner. */
const CHOICE_STORED = 'data-cookie-choice';

function PrerenderedBannerHandOver() {
  const consent = CookieConsent.useActorRef();
  useLayoutEffect(() => {
    // Accept or Reject pressed on the prerendered banner after the stored choice was read, while the live
    // banner was still loading (/theme-boot.js stored it): the live banner must not ask again.
    if (document.documentElement.hasAttribute(CHOICE_STORED) && consent.getSnapshot().matches('asking')) {
      const choice = readConsent(window.localStorage);
      if (choice) consent.send({ type: choice.analytics ? 'consent.accept' : 'consent.reject' });
    }
    dropPrerenderedBanner();
  }, [consent]);
  return null;
}

function BannerSlot() {
  const consent = CookieConsent.useActorRef();
  const decided = CookieConsent.useSelector((s) => s.matches('decided'));
  useLayoutEffect(() => {
    if (decided) dropPrerenderedBanner();
  }, [decided]);
  const status = CookieConsent.useSelector((s) =>
    s.matches('asking') ? 'asking' : s.matches('customizing') ? 'customizing' : null,
  );
  const draftAnalytics = CookieConsent.useSelector((s) => s.context.draftAnalytics);
  const view =
    status === 'customizing'
      ? ({ status, analytics: draftAnalytics } as const)
      : status === 'asking'
        ? ({ status } as const)
        : null;
  if (!view) return null;
  // Rendered into the slot before the app's root (app/index.html): while open, the banner is the first stop
  // in keyboard order, not the last one after the whole page.
  const slot = document.getElementById('site-banner');
  const banner = (
    <Suspense fallback={null}>
      <CookieBanner
        view={view}
        onAccept={() => consent.send({ type: 'consent.accept' })}
        onReject={() => consent.send({ type: 'consent.reject' })}
        onCustomize={() => consent.send({ type: 'consent.customize' })}
        onAnalyticsChange={(value) => consent.send({ type: 'consent.analytics', value })}
        onSave={() => consent.send({ type: 'consent.save' })}
      />
      <PrerenderedBannerHandOver />
    </Suspense>
  );
  return slot ? createPortal(banner, slot) : banner;
}
