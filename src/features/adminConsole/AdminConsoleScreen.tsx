/**
 * The admin console (/admin-dashboard): a header with the title, the admin's name and a link to the other
 * admin area (the Admin Panel, /admin); a sidebar of sections (Overview, User Management, Reconciliation,
 * Security, System Status, Audit Logs, System Settings) and Logout; the section's content comes in as a slot, so the route
 * can embed other features' connected containers. A signed-in non-admin sees 'Access Denied'.
 */
import { useState } from 'react';
import { Button, DashboardShell, DashboardSidebar, Link, PageFrame } from '@/components';
import { adminPanelArea } from '../../domain/adminAreas';
import { paths } from '../../domain/paths';
import * as styles from './AdminConsoleScreen.css';
import { CONSOLE_MESSAGES as m } from './messages';

export const CONSOLE_SECTIONS = ['overview', 'users', 'reconcile', 'security', 'status', 'audit', 'settings'] as const;
export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];

export const SECTION_LABELS: Record<ConsoleSection, string> = {
  overview: m.overview,
  users: m.userManagement,
  reconcile: m.reconcile,
  security: m.security,
  status: m.systemStatus,
  audit: m.auditLogs,
  settings: m.systemSettings,
};

export interface AdminConsoleScreenProps {
  /** the signed-in user's name and whether they are an administrator */
  user: { name: string; isAdmin: boolean };
  section: ConsoleSection;
  onSelectSection: (section: ConsoleSection) => void;
  /** the chosen section's content */
  children: React.ReactNode;
  onLogout: () => void;
  isSigningOut?: boolean;
}

export function AdminConsoleScreen(props: AdminConsoleScreenProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (!props.user.isAdmin) return <AccessDenied />;
  const select = (id: string) => {
    setDrawerOpen(false);
    props.onSelectSection(id as ConsoleSection);
  };
  return (
    <DashboardShell
      sidebarLabel="Admin menu"
      isSidebarOpen={drawerOpen}
      onSidebarOpenChange={setDrawerOpen}
      header={
        <div className={styles.headerRow}>
          <h1 className={styles.headerTitle}>{m.title}</h1>
          <p className={styles.headerUser}>{props.user.name} · Administrator</p>
          {/* the other admin area: customers, analytics, network demand and the contact inbox */}
          <Link variant="standalone" href={adminPanelArea.href}>
            {adminPanelArea.label}
          </Link>
        </div>
      }
      sidebar={
        <DashboardSidebar
          label="Admin sections"
          activeId={props.section}
          onSelect={select}
          items={CONSOLE_SECTIONS.map((id) => ({ id, label: SECTION_LABELS[id] }))}
          footer={
            <Button
              variant="secondary"
              fullWidth
              onPress={props.onLogout}
              isPending={props.isSigningOut}
              pendingLabel={m.signingOut}
            >
              {m.logout}
            </Button>
          }
        />
      }
    >
      <div className={styles.page}>{props.children}</div>
    </DashboardShell>
  );
}

/** What a signed-in non-admin sees (spec §2); the route guard also sends them to /dashboard. */
export function AccessDenied() {
  return (
    <PageFrame>
      <div className={styles.denied} role="alert">
        <h1 className={styles.title}>{m.accessDenied}</h1>
        <p className={styles.muted}>{m.noPermission}</p>
        <Link href={paths.dashboard}>Go to Dashboard</Link>
      </div>
    </PageFrame>
  );
}
