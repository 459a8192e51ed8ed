/**
 * What other features may use of auth (see FEATURE_DEPENDENCIES): the signed-in user's shape and
 * display helpers. Everything else stays inside the feature.
 */

export type { User } from './contract';
export { twoFactorCodeErrors } from './rules';
/** Two-factor sign-in's shared pieces: the settings' enrolment uses them as the sign-in's second step does. */
export type { TwoFactorSetup } from './session';
export { displayName, type Session, type TokenSet } from './session';
export { CodeField, EnrolmentKey, RecoveryCodeList } from './TwoFactorParts';
