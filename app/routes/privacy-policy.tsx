import { privacyPolicy } from '../../src/features/legal/documents';
import { LegalDocument } from '../../src/features/legal/LegalDocument';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Privacy Policy — SkyLink Ghana',
  description: 'What personal data SkyLink Ghana collects, how it is used, and your choices.',
};

export function Component() {
  return <LegalDocument document={privacyPolicy} />;
}
