/** The /ai-coverage page's own texts (spec: billing §2; the wording is ours where the spec gives only the topics). */
import type { Technology } from './recommend';

export const aiCoverageText = {
  heroTitle: 'AI Coverage Recommendations',
  heroLead:
    'Tell us where you are and what you need. Our recommendation engine weighs the local infrastructure, your speed, latency and budget, and explains the technology it picks.',
  stepsTitle: 'How it works',
  steps: [
    {
      title: 'Location analysis',
      text: 'Your region and zone tell us which fiber, wireless and cellular networks reach you.',
    },
    {
      title: 'Requirements matching',
      text: 'Each technology is checked against your download, upload, latency and budget.',
    },
    {
      title: 'Smart recommendations',
      text: 'You get the best fit with its confidence, the reasons, a satellite backup and the alternatives.',
    },
  ],
  regionalTitle: 'Regional performance',
  regionalLead: 'Typical satellite speeds by region (download / upload).',
  factorsTitle: 'What decides the recommendation',
  factors: [
    'Existing infrastructure: fiber in urban areas, fixed wireless and cellular strength by zone',
    'Minimum download and upload speeds',
    'Maximum latency for calls, gaming and video',
    'Monthly budget in GH₵',
    'Business use, which prefers a dedicated line',
    'Redundancy, which adds a satellite backup link',
  ],
  toolTitle: 'Get your recommendation',
  address: 'Address',
  region: 'Region',
  zone: 'Zone',
  minDownload: 'Minimum download (Mbps)',
  minUpload: 'Minimum upload (Mbps)',
  maxLatency: 'Maximum latency (ms)',
  budget: 'Monthly budget (GH₵)',
  businessUse: 'Business use',
  redundancyRequired: 'Redundancy required',
  submit: 'Get AI Recommendation',
  placeholder:
    'Fill in your location and requirements, then press Get AI Recommendation to see the best technology for you.',
  resultTitle: 'Recommended technology',
  confidence: (value: number) => `${value}% confidence`,
  reasoning: 'Why this recommendation',
  satelliteTitle: 'Satellite backup',
  satelliteAvailable: 'Availability',
  download: 'Download',
  upload: 'Upload',
  monthlyCost: 'Monthly cost',
  suitability: 'Suitability',
  alternativesTitle: 'Alternatives',
  deployment: 'Deployment',
  pros: 'Pros',
  cons: 'Cons',
  ctaTitle: 'Ready to get connected?',
  ctaLead: 'Our team will confirm the recommendation with a site survey and set up your service.',
  ctaContact: 'Contact Sales',
  ctaSurvey: 'Request a Site Survey',
} as const;

export const TECHNOLOGY_LABELS: Record<Technology, string> = {
  fiber: 'Fiber',
  wireless: 'Fixed wireless',
  satellite: 'Satellite',
  hybrid: 'Hybrid',
};

export const ZONE_OPTIONS = [
  { value: 'urban', label: 'Urban' },
  { value: 'suburban', label: 'Suburban' },
  { value: 'rural', label: 'Rural' },
  { value: 'remote', label: 'Remote' },
] as const;
