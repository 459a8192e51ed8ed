/** What other features may use of the public site: its navigation (header and footer links). */
export { footerColumns, legalLinks, primaryNav } from './navigation';
