/**
 * The app's start, loaded by main.tsx once React DOM has been evaluated: the router, the shell, the matched
 * route modules, then hydration (prerendered pages) or the first render (client-rendered ones).
 */
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadMatchedRoutes, pageMeta } from './lazyRoutes';
import { createRouter, routes } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

/** On client-side navigation, the title and description follow the page's own metadata. */
function followPageMeta(router: ReturnType<typeof createRouter>) {
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    const meta = pageMeta(state.matches.map((m) => m.route));
    if (!meta) return;
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  });
}

/** The clicks /theme-boot.js held back while the page was not yet hydrated (see there), and its release. */
const takeEarlyInput = (window as { __skylinkEarlyInput?: () => Element[] }).__skylinkEarlyInput;

/**
 * Replays, once the page is hydrated, the buttons pressed and forms submitted before: a tap on a prerendered
 * page's button is not lost because the scripts were still on their way. Its effect runs after every route
 * component's (siblings before, children first), so forms have adopted the text typed meanwhile.
 */
function ReplayEarlyInput() {
  useEffect(() => {
    for (const element of takeEarlyInput?.() ?? []) {
      if (!element.isConnected) continue;
      if (element instanceof HTMLFormElement) element.requestSubmit();
      else if (element instanceof HTMLElement) element.click();
    }
  }, []);
  return null;
}

// Prerendered pages hydrate: their route modules load first, so the first client render matches
// the markup. Client-rendered pages (behind sign-in) start from the empty shell.
const prerendered = container.hasChildNodes();
// a prerendered page's preloads are added by /theme-boot.js a few at a time: the route modules' imports wait
// for all of them (see there)
await (window as { __skylinkPreloads?: Promise<void> }).__skylinkPreloads;
await loadMatchedRoutes(routes, window.location.pathname);
// A task of its own for the router and the start of hydration: evaluating the route modules above was one
// already (30-90 ms on a slow phone), and the two together would make one long task instead of two shorter ones.
await new Promise((resolve) => setTimeout(resolve, 0));
const router = createRouter();
followPageMeta(router);
const app = (
  <StrictMode>
    <RouterProvider router={router} />
    <ReplayEarlyInput />
  </StrictMode>
);
// Hydration as a transition: React yields to the browser every few milliseconds instead of holding the
// main thread for the whole tree (one 300-400 ms task on a mid-range phone, the largest part of the
// pages' Total Blocking Time). A click or key on the page meanwhile is replayed once it is hydrated.
if (prerendered) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
