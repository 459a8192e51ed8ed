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
