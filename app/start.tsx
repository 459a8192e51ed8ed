/**
 * The app's start, loaded by main.tsx once React DOM has been evaluated: the router, the shell, the matched
 * route modules, then hydration (prerendered pages) or the first render (client-rendered ones).
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { nextTask } from '../src/machines/nextTask';
import { AppRoot } from './appRoot';
import { loadMatchedRoutes } from './lazyRoutes';
import { AppRoutes, routes } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

// Prerendered pages hydrate: their route modules load first, so the first client render matches
// the markup. Client-rendered pages (behind sign-in) start from the empty shell.
const prerendered = container.hasChildNodes();
// a prerendered page's preloads are added by /theme-boot.js a few at a time: the route modules' imports wait
// for all of them (see there)
await (window as { __skylinkPreloads?: Promise<void> }).__skylinkPreloads;
// the boot script added its last preloads in the task that settled that promise: matching the route table and
// starting the route modules' imports get a task of their own (together 100 ms of a slow phone on /packages)
await nextTask();
await loadMatchedRoutes(routes, window.location.pathname);
// A task of its own for the start of hydration: evaluating the route modules above was one
// already (30-90 ms on a slow phone), and the two together would make one long task instead of two shorter ones.
await nextTask();
// (a page's title and description follow client navigation from the page itself: lazyRoutes.ts)
const app = (
  <AppRoot>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppRoot>
);
// Hydration as a transition: React yields to the browser every few milliseconds instead of holding the
// main thread for the whole tree (one 300-400 ms task on a mid-range phone, the largest part of the
// pages' Total Blocking Time). A click or key on the page meanwhile is replayed once it is hydrated.
if (prerendered) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
