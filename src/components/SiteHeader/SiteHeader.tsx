import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { CloseIcon, MenuIcon } from '../Icon/Icon';
import { AppAnchor } from '../private/appLink';
import { cx } from '../private/cx';
import { isActiveHref } from './activePath';
import * as styles from './SiteHeader.css';

export interface NavItem {
  label: string;
  href: string;
}

export interface SiteHeaderProps {
  brandName: string;
  /** The current path (with hash if any), to mark the active link with aria-current="page". */
  currentPath: string;
  /** Where the brand links to (the home page). */
  homeHref: string;
  items: NavItem[];
  /** Marks this href active instead of matching `currentPath` (the home page's section in view). */
  activeHref?: string;
  /** The account area: a Sign In link or the UserMenu. Stays visible on small screens. */
  account?: ReactNode;
  /** A logo before the brand name (decorative). */
  logo?: ReactNode;
  /** Controlled state of the small-screen menu (optional; it manages itself otherwise). */
  isMenuOpen?: boolean;
  onMenuOpenChange?: (isOpen: boolean) => void;
}

function ToggleIcon({ open }: { open: boolean }) {
  return open ? <CloseIcon size="md" /> : <MenuIcon size="md" />;
}

/**
 * The fixed top bar: brand, primary navigation and the account slot. Below 768 px the links
 * collapse behind a Menu button (aria-expanded, aria-controls); choosing a link, pressing Escape or
 * pressing outside closes it, and Escape returns focus to the button. Use once per page, inside PageFrame's header slot.
 */
export function SiteHeader({
  brandName,
  currentPath,
  homeHref,
  items,
  activeHref,
  account,
  logo,
  isMenuOpen,
  onMenuOpenChange,
}: SiteHeaderProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = isMenuOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onMenuOpenChange?.(next);
  };
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  // A press outside the navigation closes the small-screen menu.
  const close = useRef(() => setOpen(false));
  close.current = () => setOpen(false);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (navRef.current && e.target instanceof Node && !navRef.current.contains(e.target)) close.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <div className={styles.bar}>
      <AppAnchor href={homeHref} className={styles.brand}>
        {logo}
        {brandName}
      </AppAnchor>
      <nav ref={navRef} aria-label="Main" className={styles.nav} onKeyDown={onKeyDown}>
        <button
          type="button"
          ref={toggleRef}
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          aria-label="Menu"
          onClick={() => setOpen(!open)}
        >
          <ToggleIcon open={open} />
        </button>
        <ul id={listId} className={cx(styles.list, open && styles.listOpen)}>
          {items.map((item) => {
            const active = activeHref !== undefined ? item.href === activeHref : isActiveHref(item.href, currentPath);
            return (
              <li key={item.href}>
                <AppAnchor
                  href={item.href}
                  className={styles.link}
                  aria-current={active ? 'page' : undefined}
                  onPress={() => open && setOpen(false)}
                >
                  {item.label}
                </AppAnchor>
              </li>
            );
          })}
        </ul>
      </nav>
      {account ? <div className={styles.end}>{account}</div> : null}
    </div>
  );
}
