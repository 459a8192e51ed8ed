/** The admin area's people screens and API: the product's words (spec billing §8) and ours where it is silent. */
export const ADMIN_USERS_MESSAGES = {
  /** spec billing §8: 'Failed to {action} user' */
  actionFailed: (action: string) => `Failed to ${action} user`,
  /** the Actions cell of the viewer's own row */
  yourAccount: 'Your account',
  /** the Actions cell of an administrator's row, for an admin who is not a super admin */
  managedBySuperAdmin: 'A super admin manages this account',
  loadFailed: 'Failed to load users',
  detailFailed: 'Failed to load the customer',
  noCustomers: 'No customers found',
  noUsers: 'No users found',
  loading: 'Loading users',
  loadingDetail: 'Loading the customer',
  // the customer detail's payments (ours): payments the provider took after we had given them up
  lateSuccess: 'Late success',
  lateSuccessesOnly: 'Late successes only',
  lateSuccessCount: (n: number) =>
    n === 0 ? 'No payment was credited late' : n === 1 ? '1 payment credited late' : `${n} payments credited late`,
  noLateSuccesses: 'No late successes for this customer',
  // a second payment for a period another payment had already paid (credited as time; the customer was told)
  duplicateOf: (reference: string) => `Paid twice: ${reference} had already paid this period`,
  // server rule violations
  userNotFound: 'User not found',
  badId: 'The user id is not valid',
  reasonRequired: 'Give a reason (at least 3 characters)',
  reasonTooLong: 'The reason can be at most 500 characters',
  roleInvalid: 'Choose a valid role',
  notSelf: 'You cannot do this to your own account',
  lastAdmin: 'The last administrator cannot be demoted, deactivated or deleted',
  superAdminOnly: 'Only a super admin can grant or change an administrator role',
  noLongerAdmin: 'Your account is no longer an active administrator',
  alreadyVerified: 'This email address is already verified',
  inactiveNoMail: 'Activate the account before sending it a verification email',
  // success
  activated: 'User activated',
  deactivated: 'User deactivated and signed out everywhere',
  roleChanged: 'Role changed',
  verificationResent: 'Verification email sent',
  deleted: 'User deleted',
} as const;
