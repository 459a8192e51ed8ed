// The saved theme before the first paint (no flash): 'light', 'dark' or 'auto' (the device's choice).
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
