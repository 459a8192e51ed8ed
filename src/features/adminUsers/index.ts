/**
 * What other features may use of adminUsers (see FEATURE_DEPENDENCIES): the row shape and statuses of
 * the admin user record, the messages, and the display name. The admin pages render the screen
 * through ConnectedPeople.tsx.
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
