import { cookiePolicy } from '../../src/features/legal/documents';
import { LegalDocument } from '../../src/features/legal/LegalDocument';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Cookie Policy — SkyLink Ghana',
  description: 'How SkyLink Ghana uses cookies and browser storage, and how to change your choice.',
};

export function Component() {
  return <LegalDocument document={cookiePolicy} />;
}
