import { type ReactNode, useState } from 'react';
import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CloseIcon, MenuIcon } from '../Icon/Icon';
import { SkipLink } from '../SkipLink/SkipLink';
import * as styles from './DashboardShell.css';

export interface DashboardShellProps {
  /** Header content after the sidebar toggle: title, NotificationBell, UserMenu. */
  header: ReactNode;
  /** The DashboardSidebar; fixed at the side from 1024 px, a drawer below. */
  sidebar: ReactNode;
  children: ReactNode;
  /** Name of the drawer and its toggle (default 'Dashboard menu'). */
  sidebarLabel?: string;
  /** Controlled drawer state (small screens). Close it when an item is chosen. */
  isSidebarOpen?: boolean;
  onSidebarOpenChange?: (isOpen: boolean) => void;
  mainId?: string;
}

/**
 * The dashboard page frame: skip link, a sticky header with the mobile sidebar toggle, the sidebar
 * and the main landmark. Below 1024 px the sidebar moves into a modal drawer (focus trapped,
 * Escape or a click outside closes it, focus returns to the toggle). Use it for signed-in
 * dashboards; public pages use PageFrame with SiteHeader.
 */
export function DashboardShell({
  header,
  sidebar,
  children,
  sidebarLabel = 'Dashboard menu',
  isSidebarOpen,
  onSidebarOpenChange,
  mainId = 'dashboard-main',
}: DashboardShellProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = isSidebarOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onSidebarOpenChange?.(next);
  };

  return (
    <div className={styles.shell}>
      <SkipLink targetId={mainId} />
      <header className={styles.header}>
        <AriaButton
          className={styles.toggle}
          aria-label={sidebarLabel}
          aria-expanded={open}
          onPress={() => setOpen(true)}
        >
          <MenuIcon size="md" />
        </AriaButton>
        <div className={styles.headerContent}>{header}</div>
      </header>
      <div className={styles.body}>
        <aside className={styles.aside}>{sidebar}</aside>
        <main id={mainId} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
      <ModalOverlay isOpen={open} onOpenChange={setOpen} isDismissable className={styles.overlay}>
        <Modal className={styles.drawer}>
          <Dialog className={styles.drawerDialog}>
            <div className={styles.drawerHead}>
              <Heading slot="title" className={styles.drawerTitle}>
                {sidebarLabel}
              </Heading>
              <AriaButton className={styles.close} aria-label="Close menu" onPress={() => setOpen(false)}>
                <CloseIcon size="md" />
              </AriaButton>
            </div>
            {sidebar}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </div>
  );
}
