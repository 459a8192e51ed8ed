import { ComingSoonPanel } from '../../src/components/ComingSoonPanel/ComingSoonPanel';

/** Placeholder: the customers helper's container replaces this file at merge. */
export const CustomersTab = () => <ComingSoonPanel feature="Customers" headingLevel={2} />;
