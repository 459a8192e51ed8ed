import type { ReactNode } from 'react';
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
  return <LinkNavigationContext.Provider value={{ navigate }}>{children}</LinkNavigationContext.Provider>;
}
