/** The AI coverage form's fields and defaults (no machine, so a page can render it before the machine loads). */
import type { AnalysisZone } from './recommend';

/** The form as typed: numbers stay text until submit. */
export interface AnalysisForm {
  address: string;
  region: string;
  zone: AnalysisZone;
  minDownload: string;
  minUpload: string;
  maxLatency: string;
  budget: string;
  businessUse: boolean;
  redundancyRequired: boolean;
}

/** The form's defaults (billing §9): Greater Accra, urban, 50, 10, 50, 200. */
export const ANALYSIS_DEFAULTS: AnalysisForm = {
  address: '',
  region: 'Greater Accra',
  zone: 'urban',
  minDownload: '50',
  minUpload: '10',
  maxLatency: '50',
  budget: '200',
  businessUse: false,
  redundancyRequired: false,
};
