/**
 * Every user-facing text of the auth feature, once each: validation texts of the forms and the API,
 * the texts the server answers with, and the texts the client shows for a failure or a success.
 * The server imports this file too, so a sentence both sides use is written here only.
 *
 * Texts the product gives are kept word for word; the ones marked "ours" fill in where it is silent.
 * Pure data: no zod, no React, so the app shell can import it without loading the validation library.
 */

import { CONTROL_CHARACTERS_MESSAGE, FIELDS_EMPTY_MESSAGE } from '../../domain/text';

export const AUTH_MESSAGES = {
  // ----- validation (forms and request bodies) ---------------------------------------------------
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must be no more than 128 characters long',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  usernameRequired: 'Username is required',
  usernameTooShort: 'Username must be at least 3 characters long',
  usernameTooLong: 'Username must be no more than 30 characters long',
  usernameCharacters: 'Username can only contain letters, numbers, underscores, and hyphens',
  phoneInvalid: 'Please enter a valid phone number',
  imageType: 'Please select a valid image file',
  imageTooLarge: 'Image file must be smaller than 5MB',
  fillAllFields: 'Please fill all fields',
  signupPasswordsMismatch: 'Passwords do not match!',
  resetPasswordsMismatch: 'Passwords do not match',
  /** A request body with a required field missing or empty; also an update with nothing to change. */
  fieldsEmpty: FIELDS_EMPTY_MESSAGE,
  usernamePasswordRequired: 'Username and password are required',
  /** Ours: the confirmation field of the reset form left empty. */
  confirmPasswordRequired: 'Please confirm your password',
  /** Ours: an unreadable date of birth. */
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  /** Ours: a name longer than we store. */
  nameTooLong: 'Name must be no more than 100 characters long',
  /** Ours: the current password, asked before deleting the account or changing the email. */
  currentPasswordRequired: 'Please enter your current password',
  /** Ours: a control character (NUL, escape, ...) in a text field. */
  controlCharacters: CONTROL_CHARACTERS_MESSAGE,

  // ----- what the server answers ----------------------------------------------------------------
  credentialsRejected: 'Invalid user credentials',
  userExists: 'User already exists',
  registered: 'Successfully registered user',
  accountDisabled: 'This account has been disabled. Please contact support.',
  authRequired: 'Authentication required',
  invalidAccessToken: 'Invalid or expired access token',
  invalidRefreshToken: 'Invalid or expired refresh token',
  refreshReused: 'This sign-in session has ended. Please sign in again.',
  // ours: the system settings the admin console sets (session timeout, password expiry, max users)
  sessionTimedOut: 'Your session timed out after a period of inactivity. Please sign in again.',
  passwordExpired: 'Your password has expired. Please set a new one with "Forgot password?".',
  registrationClosed:
    'Registration is closed: SkyLink has reached its maximum number of accounts. Please contact support.',
  invalidVerificationCode: 'Invalid or expired verification code',
  invalidResetToken: 'Invalid or expired reset token',
  wrongCurrentPassword: 'Current password is incorrect',
  samePassword: 'New password must be different from your current password',
  emailInUse: 'This email address is already used by another account.',
  signedOut: 'Signed out successfully',
  forbidden: 'You do not have permission to do this.',
  pictureNotFound: 'Not found',
  tooManySignIns: 'Too many failed sign-in attempts.',
  tooManyMails: 'Too many emails requested.',
  tooManyPasswordChecks: 'Too many wrong passwords.',
  tooManyRequests: 'Too many requests.',
  /** Ours: wrong second-factor codes, limited like passwords. */
  tooManyCodes: 'Too many wrong codes.',

  // ----- two-factor sign-in (ours) ----------------------------------------------------------------
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeFormat: 'Enter the 6 digits your authenticator app shows, or a recovery code',
  codeRejected: 'That code is not right or was already used. Try the code your app shows now.',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  twoFactorAlreadyOn: 'Two-factor authentication is already on.',
  twoFactorNotOn: 'Two-factor authentication is not on.',
  twoFactorTurnedOn: 'Two-factor authentication enabled',
  twoFactorTurnedOff: 'Two-factor authentication disabled',
  twoFactorFailed: 'Could not complete the two-factor step. Please try again.',

  // ----- sign-in and registration on the client ---------------------------------------------------
  invalidCredentials: 'Invalid email or password. Please try again.',
  serviceUnavailable: 'Service temporarily unavailable. Please try again later.',
  loginTimeout: 'Login timed out. Please check your connection and try again.',
  networkError: 'Network error. Please check your connection and try again.',
  loginFailed: 'Login failed. Please try again.',
  loginPageFailed: 'Login failed. Please check your credentials.',
  pageNetworkError: 'Network error. Please try again later.',
  /** The product's text for a taken username; not shown since the server picks a free one (errors.ts). */
  usernameTaken: 'Username already exists. Please choose a different username.',
  checkRegistration: 'Please check your registration information',
  registerServerError: 'Server error. Please try again later.',
  registrationFailed: 'Registration failed',
  signupPageFailed: 'Registration failed. Please try again.',
  signupSuccess: 'Registration successful! Signing you in...',
  logoutFailed: 'Logout failed',
  sessionExpired: 'Session expired',
  noRefreshToken: 'No refresh token available',

  // ----- password recovery ------------------------------------------------------------------------
  forgotSent: 'If this email exists in our system, you will receive password reset instructions shortly.',
  forgotFailed: 'Failed to send password reset email. Please try again.',
  forgotResendFailed: 'Failed to resend password reset email. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  resetFailed: 'Failed to reset password. Please try again.',
  resetMissingToken: 'Invalid or missing reset token. Please request a new password reset.',
  resetSuccessState: 'Password reset successfully. Please sign in with your new password.',
  resetSuccess: 'Password successfully reset. You can now log in with your new password.',

  // ----- email verification -----------------------------------------------------------------------
  verifyFailed: 'Email verification failed. The link may have expired or is invalid.',
  verifyUnexpected: 'An unexpected error occurred during verification.',
  verifyResendFailed: 'Failed to resend verification email. Please try again.',
  verifyResendNoEmail: 'Cannot resend verification email. Email address not found.',
  verifyInvalidLink: 'Invalid verification link. Please check your email for the correct link or request a new one.',
  verified: 'Email successfully verified!',
  /** Ours: a verification link opened again once the address is verified. */
  alreadyVerified: 'Your email address is already verified.',
  verifiedLong: 'Your email has been successfully verified! You can now access all features.',
  verificationSent: 'Verification email sent successfully! Please check your inbox.',

  // ----- the signed-in account --------------------------------------------------------------------
  passwordChanged: 'Password successfully changed!',
  profileUpdated: 'Profile updated successfully!',
  pictureUploaded: 'Profile picture uploaded successfully!',
  /** Ours: the picture removed (DELETE /profile-picture; the profile feature's client calls it). */
  pictureRemoved: 'Profile picture removed',
  accountDeleted: 'Account deleted successfully',
  changePasswordFailed: 'Failed to change password',
  updateProfileFailed: 'Failed to update profile',
  uploadPictureFailed: 'Failed to upload profile picture',
  deleteAccountFailed: 'Failed to delete account',
} as const;

export type AuthMessage = (typeof AUTH_MESSAGES)[keyof typeof AUTH_MESSAGES];

/** The generic required-field text: '{field} is required'. */
export function requiredMessage(field: string): string {
  return `${field} is required`;
}

/** A request field of the wrong JSON type: '{field} must be a string'. */
export function mustBeStringMessage(field: string): string {
  return `${field} must be a string`;
}

/** A request field over its length limit. */
export function tooLongMessage(field: string, max: number): string {
  return `${field} must be no more than ${max} characters long`;
}

/** 'You must be logged in to {action}' (a bearer call without a session). */
export function mustBeLoggedInMessage(action: string): string {
  return `You must be logged in to ${action}`;
}

function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** A rate-limit answer: what happened, then how long to wait ('... Please wait 15 minutes and try again.'). */
export function tooManyMessage(what: string, retryAfterSeconds: number): string {
  return `${what} Please wait ${minutesText(retryAfterSeconds)} and try again.`;
}
