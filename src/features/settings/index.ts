/**
 * What other features may use of settings (see FEATURE_DEPENDENCIES): the change-password form and
 * machine (the profile page has one too), the account-field rules, and the settings' types.
 */
export { ChangePasswordForm, changePasswordText } from './ChangePasswordForm';
export {
  type ChangePasswordDeps,
  type ChangePasswordEvent,
  changePasswordMachine,
  type PasswordField,
  provideChangePassword,
} from './changePassword.machine';
export type { SettingsDocument, ThemeChoice } from './contract';
export { accountFieldsSchema, emailChanged, FORM_MESSAGES, fieldErrorsOf, PROFILE_FLASH_MS } from './rules';
export { SectionStatus } from './SectionStatus';
/** The page and form layout both account pages share (one stylesheet for both). */
export * as accountPageStyles from './SettingsScreen.css';
export { type ChangePasswordView, toChangePasswordView } from './settings.view';
