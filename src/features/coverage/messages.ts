/**
 * The coverage feature's user-facing texts. The spec's own strings (site §4, §5, §8; billing §4, §8)
 * are quoted exactly; the texts the spec leaves open are ours and marked so.
 */
export const COVERAGE_MESSAGES = {
  // spec: site §5, §8
  invalidAddress: 'Please enter a valid address',
  checkFailed: 'Coverage check failed',
  unexpected: 'An unexpected error occurred',
  areasFailed: 'Failed to get coverage areas',
  requestFailed: 'Coverage request failed',
  noCoverage: 'No Coverage',
  notYetAvailable: 'Not yet available in this area',
  checking: 'Checking...',
  // spec: billing §4, §8
  analyzing: 'Analyzing with AI...',
  analysisFailed: 'Analysis failed',
  // ours (the spec is silent)
  available: 'SkyLink service is available',
  noBroadband: 'City broadband does not reach this area yet: satellite is the service here.',
  notFound: "We couldn't find that place",
  notFoundLead: 'Check the spelling, or enter a town, a region or a GhanaPost GPS code (like GA-183-8164).',
  addressRequired: 'Address is required',
  contactRequired: 'Enter an email address or a phone number so we can reach you',
  contactInvalid: 'Please enter a valid email address or phone number',
  requestSent: 'Thank you! We have recorded your request and will contact you when service reaches this area.',
  tooManyRequests: 'Too many coverage requests for this address.',
  textTooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  numberInvalid: (field: string) => `${field} must be a number from 0 up`,
} as const;

/** A failed HTTP answer (site §7): 'HTTP {status}: {statusText}'. */
export const httpErrorMessage = (status: number, statusText: string) => `HTTP ${status}: ${statusText}`;
