/** The legal pages: their content as data and the one document component. */
export { cookiePolicy, LAST_UPDATED, privacyPolicy, termsAndConditions } from './documents';
export { LegalDocument } from './LegalDocument';
