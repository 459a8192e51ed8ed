/**
 * The site's browser services, loaded after the page has mounted (out of the shell's first load): the
 * cookie choice as an actor (read from localStorage in an effect, written when the visitor decides),
 * the banner (its component loads only when it has to show), the footer's 'Cookie settings' (a window
 * event, see siteEvents.ts) and analytics, which runs only with the choice.
 */
import { createActorContext } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
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

function BannerSlot() {
  const consent = CookieConsent.useActorRef();
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
  return (
    <Suspense fallback={null}>
      <CookieBanner
        view={view}
        onAccept={() => consent.send({ type: 'consent.accept' })}
        onReject={() => consent.send({ type: 'consent.reject' })}
        onCustomize={() => consent.send({ type: 'consent.customize' })}
        onAnalyticsChange={(value) => consent.send({ type: 'consent.analytics', value })}
        onSave={() => consent.send({ type: 'consent.save' })}
      />
    </Suspense>
  );
}
