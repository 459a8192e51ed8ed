import type { ReactNode } from 'react';
import { Badge, Button, Inline, Link, Tabs } from '@/components';
import { adminDashboardArea } from '../../domain/adminAreas';
import * as styles from './AdminPanel.css';
import { ADMIN_MESSAGES as m } from './messages';
import { ADMIN_TAB_LABELS, ADMIN_TABS, type AdminTab } from './tabs';

export interface AdminPanelScreenProps {
  /** the admin's given and family name */
  name: string;
  /** 'Administrator' (spec billing §2), or 'Super administrator' */
  roleLabel: string;
  tab: AdminTab;
  onTabChange: (tab: AdminTab) => void;
  onSignOut: () => void;
  /** each tab's content (the route builds the connected tabs) */
  panels: Record<AdminTab, ReactNode>;
}

/**
 * The admin panel (/admin): a header with the admin's name labelled Administrator, a link to the other admin
 * area (the Admin Dashboard, /admin-dashboard) and a sign-out, then
 * the tabs overview, analytics, customers, network, support, outbox and settings (spec billing §2; the outbox
 * is ours: mail and SMS kept instead of sent outside production). The tab is
 * chosen by the route (from ?tab=), so links and Back work; arrows move between tabs, Enter selects.
 */
export function AdminPanelScreen({ name, roleLabel, tab, onTabChange, onSignOut, panels }: AdminPanelScreenProps) {
  return (
    <div className={styles.page}>
      <Inline as="header" gap="4" align="center" justify="between">
        <div className={styles.stack}>
          <h1 className={styles.heading}>{m.panelTitle}</h1>
          <p className={styles.muted}>
            <span>{name}</span>{' '}
            <Badge tone="accent" size="sm">
              {roleLabel}
            </Badge>
          </p>
        </div>
        <Inline gap="4" align="center">
          {/* the other admin area: users, security, audit log and system settings */}
          <Link variant="standalone" href={adminDashboardArea.href}>
            {adminDashboardArea.label}
          </Link>
          <Button variant="secondary" onPress={onSignOut}>
            {m.signOut}
          </Button>
        </Inline>
      </Inline>
      <Tabs
        label={m.tabsLabel}
        selectedId={tab}
        onSelectionChange={(id) => onTabChange(id as AdminTab)}
        keyboardActivation="manual"
        items={ADMIN_TABS.map((id) => ({
          id,
          label: ADMIN_TAB_LABELS[id],
          content: panels[id],
          isComingSoon: id === 'settings',
        }))}
      />
    </div>
  );
}
