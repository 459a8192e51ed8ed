/**
 * Native links inside the app: a plain left click on an internal link navigates client-side through
 * the router the app provides (LinkNavigationProvider); anything else (a new tab, a modifier key, an
 * external address, no provider in Storybook) is the browser's own navigation.
 */
import { type AnchorHTMLAttributes, createContext, type MouseEvent, useContext } from 'react';

export interface LinkNavigation {
  navigate(href: string): void;
}

export const LinkNavigationContext = createContext<LinkNavigation | null>(null);

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** The click handler for a native `<a>` of the design system. */
export function useAppLinkClick(href: string | undefined, target: string | undefined, onPress?: () => void) {
  const navigation = useContext(LinkNavigationContext);
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onPress?.();
    if (!navigation || !href || !isInternal(href) || event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    navigation.navigate(href);
  };
}

export interface AppAnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'onClick'> {
  href: string;
  /** called on activation, before navigating */
  onPress?: () => void;
}

/** A plain `<a>` with the app's client-side navigation: the building block of the site's chrome. */
export function AppAnchor({ href, target, onPress, ...rest }: AppAnchorProps) {
  const onClick = useAppLinkClick(href, target, onPress);
  return <a {...rest} href={href} target={target} onClick={onClick} />;
}
