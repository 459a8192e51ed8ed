/**
 * What other features may use of auth (see FEATURE_DEPENDENCIES): the signed-in user's shape and
 * display helpers. Everything else stays inside the feature.
 */
export type { User } from './contract';
export { displayName, type Session, type TokenSet } from './session';
