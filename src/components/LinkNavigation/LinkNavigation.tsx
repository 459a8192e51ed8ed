import { type ReactNode, useLayoutEffect, useMemo, useRef } from 'react';
import { type LinkNavigation, LinkNavigationContext } from '../private/appLink';

export interface LinkNavigationProviderProps extends LinkNavigation {
  children: ReactNode;
}

/**
 * Client-side navigation for the design system's native links (Button with `href`, Link, the site
 * header and footer): the app passes its router's navigate. React Aria's own links (menu items)
 * take theirs from React Aria's RouterProvider.
 */
export function LinkNavigationProvider({ navigate, children }: LinkNavigationProviderProps) {
  // One context value for the provider's lifetime, calling the latest `navigate`: a new value on every
  // render of the app's layout would update every link on the page, and an update that reaches a part
  // of a prerendered page still waiting to hydrate makes React throw its server markup away and
  // render it again (a flash, a layout shift, and the loss of anything typed into it).
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  const value = useMemo<LinkNavigation>(() => ({ navigate: (to) => latest.current(to) }), []);
  return <LinkNavigationContext.Provider value={value}>{children}</LinkNavigationContext.Provider>;
}
