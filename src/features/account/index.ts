/** The account area's public face (nothing is shared with other features yet). */
export { AccountSummaryScreen } from './AccountSummaryScreen';
