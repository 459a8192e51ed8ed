/**
 * What other features may use of adminUsers (see FEATURE_DEPENDENCIES): the row shape and statuses of
 * the admin user record, the messages, and the display name. The screens are embedded through the
 * connected containers app/admin/CustomersTab.tsx and app/admin/UserManagement.tsx.
 */
export {
  type AdminUserRow,
  STATUS_FILTERS,
  type StatusFilter,
  USER_STATUSES,
  type UserStatus,
} from './contract';
export { ADMIN_USERS_MESSAGES } from './messages';
export { displayName } from './people.view';
