/**
 * The error catalogue (spec §8): functions from a failed request to the message the user sees.
 * The services describe every failure as a `RequestFailure`; screens and machines only ever show
 * the strings below.
 */

import type { RequestFailure } from '../../services/http';

export const AUTH_MESSAGES = {
  // login (service layer)
  invalidCredentials: 'Invalid email or password. Please try again.',
  serviceUnavailable: 'Service temporarily unavailable. Please try again later.',
  loginTimeout: 'Login timed out. Please check your connection and try again.',
  networkError: 'Network error. Please check your connection and try again.',
  loginFailed: 'Login failed. Please try again.',
  // login page
  loginPageFailed: 'Login failed. Please check your credentials.',
  pageNetworkError: 'Network error. Please try again later.',
  // register (service layer)
  usernameTaken: 'Username already exists. Please choose a different username.',
  usernamePasswordRequired: 'Username and password are required',
  checkRegistration: 'Please check your registration information',
  registerServerError: 'Server error. Please try again later.',
  registrationFailed: 'Registration failed',
  // signup page
  signupPageFailed: 'Registration failed. Please try again.',
  signupSuccess: 'Registration successful! Signing you in...',
  // forgot password
  forgotSent: 'If this email exists in our system, you will receive password reset instructions shortly.',
  forgotFailed: 'Failed to send password reset email. Please try again.',
  forgotResendFailed: 'Failed to resend password reset email. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  // reset password
  resetFailed: 'Failed to reset password. Please try again.',
  resetMissingToken: 'Invalid or missing reset token. Please request a new password reset.',
  resetSuccessState: 'Password reset successfully. Please sign in with your new password.',
  resetSuccess: 'Password successfully reset. You can now log in with your new password.',
  // verification
  verifyFailed: 'Email verification failed. The link may have expired or is invalid.',
  verifyUnexpected: 'An unexpected error occurred during verification.',
  verifyResendFailed: 'Failed to resend verification email. Please try again.',
  verifyResendNoEmail: 'Cannot resend verification email. Email address not found.',
  verifyInvalidLink: 'Invalid verification link. Please check your email for the correct link or request a new one.',
  verified: 'Email successfully verified!',
  verifiedLong: 'Your email has been successfully verified! You can now access all features.',
  verificationSent: 'Verification email sent successfully! Please check your inbox.',
  // other success messages
  passwordChanged: 'Password successfully changed!',
  profileUpdated: 'Profile updated successfully!',
  pictureUploaded: 'Profile picture uploaded successfully!',
  accountDeleted: 'Account deleted successfully',
  twoFactorSoon: 'Two-factor authentication is coming soon!',
} as const;

/** Service-layer defaults when the server gives no message (spec §8). */
export const SERVICE_DEFAULTS = {
  verifyEmail: 'Email verification failed',
  resendCode: 'Failed to resend verification email',
  forgotPassword: 'Failed to send password reset email',
  resetPassword: 'Failed to reset password',
  changePassword: 'Failed to change password',
  updateProfile: 'Failed to update profile',
  uploadPicture: 'Failed to upload profile picture',
  deleteAccount: 'Failed to delete account',
  sessionExpired: 'Session expired',
  noRefreshToken: 'No refresh token available',
} as const;

const has = (text: string | undefined, needle: string) => !!text && text.toLowerCase().includes(needle.toLowerCase());

/** Login (service layer). A 429 keeps the server's rate-limit text: it tells the user how long to wait. */
export function loginErrorMessage(failure: RequestFailure): string {
  if (failure.kind === 'timeout') return AUTH_MESSAGES.loginTimeout;
  if (failure.kind === 'network') return AUTH_MESSAGES.networkError;
  if (failure.kind === 'invalid-response') return AUTH_MESSAGES.loginFailed;
  const { status, text } = failure;
  if (status === 401 || status === 400 || status === 404 || has(text, 'Invalid user credentials')) {
    return AUTH_MESSAGES.invalidCredentials;
  }
  if (status >= 500 || has(text, 'Internal server error')) return AUTH_MESSAGES.serviceUnavailable;
  if (status === 429 && text) return text;
  return AUTH_MESSAGES.loginFailed;
}

/** Register (service layer). */
export function registerErrorMessage(failure: RequestFailure): string {
  if (failure.kind === 'timeout') return AUTH_MESSAGES.loginTimeout;
  if (failure.kind === 'network') return AUTH_MESSAGES.networkError;
  if (failure.kind === 'invalid-response') return AUTH_MESSAGES.registrationFailed;
  const { status, text } = failure;
  if (has(text, 'User already exists')) return AUTH_MESSAGES.usernameTaken;
  if (has(text, 'Invalid request - fields empty')) return AUTH_MESSAGES.usernamePasswordRequired;
  if (text?.trim().toLowerCase() === 'invalid request') return AUTH_MESSAGES.checkRegistration;
  if (status >= 500 || has(text, 'Internal server error')) return AUTH_MESSAGES.registerServerError;
  return text?.trim() ? text : AUTH_MESSAGES.registrationFailed;
}

/** Forgot password: the request, or its resend from the 'Check your email' screen. */
export function forgotPasswordErrorMessage(failure: RequestFailure, resend = false): string {
  if (failure.kind === 'network' || failure.kind === 'timeout') return AUTH_MESSAGES.unexpected;
  return resend ? AUTH_MESSAGES.forgotResendFailed : AUTH_MESSAGES.forgotFailed;
}

/**
 * Reset password. A 4xx with a message (an expired or used link, a weak password) is shown as the
 * server wrote it, since it tells the user what to do; anything else gets the spec's text.
 */
export function resetPasswordErrorMessage(failure: RequestFailure): string {
  if (failure.kind === 'network' || failure.kind === 'timeout') return AUTH_MESSAGES.unexpected;
  if (failure.kind === 'http' && failure.status >= 400 && failure.status < 500 && failure.text?.trim()) {
    return failure.text;
  }
  return AUTH_MESSAGES.resetFailed;
}

/** Email verification from the link. */
export function verifyEmailErrorMessage(failure: RequestFailure): string {
  if (failure.kind === 'network' || failure.kind === 'timeout') return AUTH_MESSAGES.verifyUnexpected;
  return AUTH_MESSAGES.verifyFailed;
}

/** Resending the verification email. */
export function resendVerificationErrorMessage(failure: RequestFailure): string {
  if (failure.kind === 'http' && failure.status === 404) return AUTH_MESSAGES.verifyResendNoEmail;
  return AUTH_MESSAGES.verifyResendFailed;
}

/** Other account calls (change password, profile, picture, delete): the server's text or the default. */
export function accountErrorMessage(failure: RequestFailure, fallback: string): string {
  if (failure.kind === 'timeout' || failure.kind === 'network') return AUTH_MESSAGES.networkError;
  if (failure.kind === 'http' && failure.status < 500 && failure.text?.trim()) return failure.text;
  return fallback;
}

/** The message carried by a thrown value (actors reject with an Error whose message is from this catalogue). */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}
