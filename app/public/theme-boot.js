// Before the first paint (no flash; the CSP forbids inline scripts): the saved theme, and the cookie banner.
// The saved theme: 'light', 'dark' or 'auto' (the device's choice).
// Written by app/preferences.ts when a signed-in user picks a theme or their settings load.
(() => {
  try {
    const choice = localStorage.getItem('skylink.theme');
    if (choice !== 'dark' && choice !== 'auto') return;
    const dark = choice === 'dark' || window.matchMedia?.('(prefers-color-scheme: dark)').matches;
    if (dark) document.documentElement.className = 'dark';
  } catch {
    // storage unavailable: the default theme
  }
})();

// The cookie banner is in the prerendered page (it paints with the page, not seconds later after the app's
// scripts): hidden before the first paint when a choice is stored, and its Accept / Reject work before the app
// has loaded (the choice is written as src/features/site/consentStorage.ts writes it; Preferences is kept for
// app/consent.tsx, which replaces this banner with the live one).
(() => {
  const KEY = 'skylink.cookieConsent';
  const root = document.documentElement;
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (stored && typeof stored.analytics === 'boolean') root.setAttribute('data-cookie-choice', '');
  } catch {
    // storage unavailable or unreadable: the banner asks
  }
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-prerendered-banner] button') : null;
    if (!button) return;
    const label = button.textContent.trim();
    if (label === 'Preferences') {
      root.setAttribute('data-cookie-preferences', '');
      return;
    }
    if (label !== 'Accept' && label !== 'Reject') return;
    try {
      localStorage.setItem(KEY, JSON.stringify({ analytics: label === 'Accept', decidedAt: new Date().toISOString() }));
    } catch {
      // storage full or blocked: the choice holds for this page only
    }
    root.setAttribute('data-cookie-choice', '');
  });
})();

// Taps before the app has taken over the page. A prerendered page shows its buttons before React has adopted
// them (more so now that its scripts start after the first paint). Until the page is hydrated, a press on a
// button, checkbox or radio in it goes no further than this: its click is kept (a box is not ticked natively,
// React would untick it) and app/appRoot.tsx replays the kept clicks, in order, once hydration has committed.
// React never sees half of a press (a pointerdown before, a click after), so nothing runs twice or not at all.
// A form is never submitted natively meanwhile: the browser would send it as a GET, a password in the URL.
// Links work as links, and text typed meanwhile is kept by the forms themselves.
(() => {
  const kept = [];
  const CONTROLS = '#root button, #root input[type="checkbox"], #root input[type="radio"]';
  const controlOf = (event) => (event.target instanceof Element ? event.target.closest(CONTROLS) : null);
  const hold = (event) => {
    const control = controlOf(event);
    if (!control || control.disabled) return;
    event.stopImmediatePropagation();
    if (event.type !== 'click') return;
    if (control instanceof HTMLInputElement) event.preventDefault();
    kept.push(control);
  };
  const onSubmit = (event) => {
    event.preventDefault();
    // a submit from a button was kept as its click; Enter in a form without a submit button is kept here
    if (!event.submitter && event.target instanceof HTMLFormElement) kept.push(event.target);
  };
  const HELD = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'click'];
  for (const type of HELD) document.addEventListener(type, hold, true);
  document.addEventListener('submit', onSubmit, true);
  // called once, when the page is hydrated: the page is React's from then on
  window.__skylinkEarlyInput = () => {
    for (const type of HELD) document.removeEventListener(type, hold, true);
    document.removeEventListener('submit', onSubmit, true);
    return kept.splice(0);
  };
})();

// A prerendered page's scripts start after its first paint (scripts/site/prerender.ts keeps them in an inert
// <template id="page-scripts">, the entry first): the page is complete without them, so on a slow connection
// the document and the fonts go first. A frame, then a task: by then the first frame has been painted. In a
// hidden tab (no frames) they start when the tab is shown. Each preload added from script costs the main
// thread (about 0.6 ms here, several ms under Lighthouse's tracing), so they go two at a time, a task each,
// rather than as one long task of 40.
// window.__skylinkPreloads settles once all are in: the app waits for it before it imports the page's route
// modules (app/start.tsx), or Vite's loader, not finding their files linked yet, links them itself, all in
// one task, and this script a second time.
(() => {
  const BATCH = 2;
  let added;
  const add = (tags) => {
    // fresh elements: a parser-made script moved out of a template may not run
    const elements = tags.slice(0, BATCH).map((tag) => {
      const element = document.createElement(tag.localName);
      for (const { name, value } of tag.attributes) element.setAttribute(name, value);
      return element;
    });
    document.head.append(...elements);
    if (tags.length > BATCH) setTimeout(() => add(tags.slice(BATCH)), 0);
    else added();
  };
  const start = () => {
    const template = document.getElementById('page-scripts');
    if (!(template instanceof HTMLTemplateElement)) return;
    template.remove();
    window.__skylinkPreloads = new Promise((resolve) => {
      added = resolve;
    });
    add([...template.content.children]);
  };
  const afterFirstPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint, { once: true });
  else afterFirstPaint();
})();
