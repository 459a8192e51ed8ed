/**
 * PLACEHOLDER in the admin-console branch: the real container comes from another helper's branch (issue #13)
 * and replaces this file at merge. It keeps /admin-dashboard building meanwhile.
 */
import { ComingSoonPanel } from '../../src/components/ComingSoonPanel/ComingSoonPanel';

export function SystemStatusSection() {
  return <ComingSoonPanel feature="System status" headingLevel={2} />;
}
