/**
 * The one root element of the app, the same in the browser (app/start.tsx) and in the build's prerender
 * (app/entry-server.tsx). React derives every `useId` from the tree's shape, so the two sides must
 * wrap the router alike: with a sibling only in the browser, every generated id of a prerendered page
 * (labels, headings a section is named by, field descriptions) came out different at hydration. React
 * keeps the server's attributes without a word in production, and React Aria, not finding its own ids
 * in the document, rendered every form field a second time inside hydration's commit.
 */
import { type ReactNode, StrictMode, useEffect } from 'react';

/**
 * Replays, once the page is hydrated, the buttons pressed and forms submitted before: a tap on a prerendered
 * page's button is not lost because the scripts were still on their way (/theme-boot.js held them back).
 * Its effect runs after every route component's (siblings before, children first), so forms have adopted the
 * text typed meanwhile. Renders nothing, on the server as in the browser.
 */
function ReplayEarlyInput() {
  useEffect(() => {
    const takeEarlyInput = (window as { __skylinkEarlyInput?: () => Element[] }).__skylinkEarlyInput;
    for (const element of takeEarlyInput?.() ?? []) {
      if (!element.isConnected) continue;
      if (element instanceof HTMLFormElement) element.requestSubmit();
      else if (element instanceof HTMLElement) element.click();
    }
  }, []);
  return null;
}

/** `children` is the router: BrowserRouter in the browser, StaticRouter in the prerender (both around AppRoutes). */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      {children}
      <ReplayEarlyInput />
    </StrictMode>
  );
}
