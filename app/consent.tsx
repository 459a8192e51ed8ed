/**
 * The cookie choice as an app-wide actor: read from localStorage after mount (never during render, so
 * prerendered pages match), written when the visitor decides. The banner's component loads only when
 * it has to show; the footer's 'Cookie settings' reopens the preferences.
 */
import { createActorContext } from '@xstate/react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { readConsent, writeConsent } from '../src/features/site/consentStorage';
import { cookieConsentMachine, provideCookieConsent } from '../src/features/site/cookieConsent.machine';

export const CookieConsent = createActorContext(cookieConsentMachine);

const CookieBanner = lazy(() => import('../src/features/site/CookieBanner').then((m) => ({ default: m.CookieBanner })));

export function CookieConsentProvider({ children }: { children: ReactNode }) {
  const [logic] = useState(() =>
    provideCookieConsent({ remember: (choice) => writeConsent(window.localStorage, choice) }),
  );
  return (
    <CookieConsent.Provider logic={logic}>
      <LoadChoice />
      {children}
      <BannerSlot />
    </CookieConsent.Provider>
  );
}

function LoadChoice() {
  const consent = CookieConsent.useActorRef();
  useEffect(() => {
    consent.send({ type: 'consent.loaded', choice: readConsent(window.localStorage) });
  }, [consent]);
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
