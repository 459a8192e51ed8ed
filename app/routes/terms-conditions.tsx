import { termsAndConditions } from '../../src/features/legal/documents';
import { LegalDocument } from '../../src/features/legal/LegalDocument';
import type { PageMeta } from '../routeTable';

export const meta: PageMeta = {
  title: 'Terms and Conditions — SkyLink Ghana',
  description:
    'The terms of SkyLink Ghana internet service: eligibility, billing, the 14-day money-back guarantee, pausing and liability.',
};

export function Component() {
  return <LegalDocument document={termsAndConditions} />;
}
