import type { SidebarItem } from '../../src/components/DashboardSidebar/DashboardSidebar';
import { ClockIcon, InfoIcon, PhoneIcon, UserIcon } from '../../src/components/Icon/Icon';

/** The customer dashboard's sections (spec: only Billing & Payments is live). */
export const dashboardItems: SidebarItem[] = [
  { id: 'overview', label: 'Account Overview', icon: <UserIcon size="md" />, isComingSoon: true },
  { id: 'billing', label: 'Billing & Payments', href: '/dashboard/billing', icon: <InfoIcon size="md" /> },
  { id: 'usage', label: 'Usage & Speed', icon: <ClockIcon size="md" />, isComingSoon: true },
  { id: 'support', label: 'Support', icon: <PhoneIcon size="md" />, isComingSoon: true },
];
