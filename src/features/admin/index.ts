/** What other features may use of the admin panel (see FEATURE_DEPENDENCIES): its tabs. */
export { ADMIN_TAB_LABELS, ADMIN_TABS, type AdminTab, adminTabOf } from './tabs';
