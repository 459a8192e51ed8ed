import {
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { Button, LinkNavigationProvider, PageFrame, SiteFooter, SiteHeader, type SocialLink } from '@/components';
import { brand } from '../src/domain/brand';
import { paths } from '../src/domain/paths';
import { homeSections } from '../src/features/site/homeSections';
import { footerColumns, primaryNav } from '../src/features/site/navigation';

const homeSectionIds = homeSections.map((s) => s.id);

import { AppTheme } from '../src/theme';
import { AccountArea } from './AccountArea';
import { AuthSessionProvider, useAccountDeleted } from './auth/session';
import { scrollToSection, scrollToTop, useActiveSection } from './sectionScroll';
import { openCookieSettings } from './siteEvents';

/**
 * Every navigation scrolls to the top (a URL hash scrolls to its target instead), also one to the address
 * already shown: the logo, the header's Home link, "See Packages" and "Scroll to explore" link to `/` or
 * `/#packages`, and a second press must scroll again (each navigation has its own location key). Not the
 * page the visitor arrived on: the browser has placed it, and on a prerendered page the visitor may have
 * scrolled before it hydrated. Scrolling that page back to the top when hydration ended moved whatever they
 * were about to tap from under their finger (a plan's Login link: the press started on the link and ended
 * elsewhere).
 */
function useScrollToTop() {
  const { pathname, hash, key } = useLocation();
  const shown = useRef({ key, pathname });
  useEffect(() => {
    const arrived = shown.current.key === key;
    const samePage = shown.current.pathname === pathname;
    shown.current = { key, pathname };
    // a hash scrolls to its section (smoothly, 64 px below the header; it jumps with reduced motion)
    if (hash && scrollToSection(decodeURIComponent(hash.slice(1)))) return;
    if (arrived) return;
    // on the same page the way back up is smooth like the sections' (a jump loses the visitor's place)
    if (samePage) scrollToTop();
    else window.scrollTo(0, 0);
  }, [key, pathname, hash]);
}

/**
 * Router hrefs for react-aria links: app paths go through the router; mailto:, tel: and absolute URLs
 * stay as written (the router would resolve 'mailto:…' as a path under the current page).
 */
function useSiteHref(href: string): string {
  const routed = useHref(href);
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//') ? href : routed;
}

/**
 * The copyright year: the build's in the prerendered markup, the visitor's once hydrated (same width). Only a
 * year that differs is set, and as a transition: from an effect right after hydration it would otherwise be an
 * urgent update, the frame and page rendered again in one task React cannot slice.
 */
function useYear() {
  const [year, setYear] = useState(__BUILD_YEAR__);
  useEffect(() => {
    const now = new Date().getFullYear();
    if (now !== __BUILD_YEAR__) startTransition(() => setYear(now));
  }, []);
  return year;
}

/**
 * The router's navigate, as one function for the life of the layout (see LinkNavigationProvider: React Aria's
 * router context changes with it). React Router's own is a new function on every new path.
 */
function useStableNavigate(): (to: string) => void {
  const routerNavigate = useNavigate();
  const latest = useRef(routerNavigate);
  useLayoutEffect(() => {
    latest.current = routerNavigate;
  }, [routerNavigate]);
  return useCallback((to: string) => void latest.current(to), []);
}

/**
 * The site's frame (header, footer, skip link) around `children`, the page; pages with a frame of their own
 * (`appFrame`: the dashboard's sidebar and header) get none.
 */
export function RootLayout({ appFrame, children }: { appFrame: boolean; children: ReactNode }) {
  const navigate = useStableNavigate();
  const year = useYear();
  const { pathname } = useLocation();
  useScrollToTop();
  const activeSection = useActiveSection(homeSectionIds, pathname === paths.home);
  const activeHref = homeSections.find((s) => s.id === activeSection)?.navHref;
  return (
    <AriaRouterProvider navigate={navigate} useHref={useSiteHref}>
      <LinkNavigationProvider navigate={navigate}>
        <AppTheme appearance="inherit">
          <AuthSessionProvider>
            {appFrame ? (
              children
            ) : (
              <SiteFrame year={year} pathname={pathname} activeHref={activeHref}>
                {children}
              </SiteFrame>
            )}
            <DeferredSiteServices />
          </AuthSessionProvider>
        </AppTheme>
      </LinkNavigationProvider>
    </AriaRouterProvider>
  );
}

const footerContact = {
  phone: brand.phones.main,
  email: brand.emails.services,
  address: brand.address.oneLine,
};

const footerSocial: SocialLink[] = [
  { network: 'facebook', href: brand.social.facebook, label: `${brand.name} on Facebook` },
  { network: 'x', href: brand.social.x, label: `${brand.name} on X` },
  { network: 'instagram', href: brand.social.instagram, label: `${brand.name} on Instagram` },
  { network: 'linkedin', href: brand.social.linkedin, label: `${brand.name} on LinkedIn` },
];

/** The cookie banner, cookie choice and analytics: loaded once the page has mounted, out of the first load. */
const SiteServices = lazy(() => import('./consent'));
/** The signed-in user's theme and analytics choice (app/UserPreferencesSync.tsx), also after mount. */
const UserPreferencesSync = lazy(() => import('./UserPreferencesSync'));
/** 'Account deleted successfully' after deleting the account: its own chunk, loaded only then. */
const FarewellNotice = lazy(() => import('./FarewellNotice'));

function DeferredSiteServices() {
  const [mounted, setMounted] = useState(false);
  // a transition: React renders the services in slices, between the browser's own work, instead of one long
  // task right after hydration (nothing here is urgent: the prerendered banner works meanwhile)
  useEffect(() => startTransition(() => setMounted(true)), []);
  const accountDeleted = useAccountDeleted();
  return mounted ? (
    <Suspense fallback={null}>
      <SiteServices />
      <UserPreferencesSync />
      {accountDeleted ? <FarewellNotice /> : null}
    </Suspense>
  ) : null;
}

/** Header, page and footer. */
function SiteFrame({
  year,
  pathname,
  activeHref,
  children,
}: {
  year: number;
  pathname: string;
  activeHref?: string;
  children: ReactNode;
}) {
  return (
    <PageFrame
      header={
        <SiteHeader
          brandName={brand.name}
          currentPath={pathname}
          activeHref={activeHref}
          homeHref={paths.home}
          items={primaryNav}
          account={<AccountArea />}
        />
      }
      footer={
        <SiteFooter
          brandName={brand.name}
          year={year}
          columns={footerColumns}
          contact={footerContact}
          social={footerSocial}
          bottomActions={
            <Button variant="ghost" size="sm" onPress={openCookieSettings}>
              Cookie settings
            </Button>
          }
        />
      }
    >
      {children}
    </PageFrame>
  );
}
