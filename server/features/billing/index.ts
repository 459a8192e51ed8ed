/**
 * What other server features may use of billing (see FEATURE_DEPENDENCIES): the payments and plans
 * tables, read by the settings feature's data export.
 */
export { payments, plans } from './tables';
