/**
 * The admin panel's tabs (spec billing §2: overview, analytics, customers, network, support, settings), and
 * ours: the outbox (mail and SMS kept instead of sent, outside production).
 */
export const ADMIN_TABS = ['overview', 'analytics', 'customers', 'network', 'support', 'outbox', 'settings'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const ADMIN_TAB_LABELS: Record<AdminTab, string> = {
  overview: 'Overview',
  analytics: 'Analytics',
  customers: 'Customers',
  network: 'Network',
  support: 'Support',
  outbox: 'Outbox',
  settings: 'Settings',
};

/** The tab a `?tab=` value names; anything else is the overview. */
export function adminTabOf(value: string | null | undefined): AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(value ?? '') ? (value as AdminTab) : 'overview';
}
