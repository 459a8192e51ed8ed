import { ComingSoonPanel } from '../../src/components/ComingSoonPanel/ComingSoonPanel';

/** Placeholder: the analytics helper's container replaces this file at merge. */
export const AnalyticsTab = () => <ComingSoonPanel feature="Analytics" headingLevel={2} />;
