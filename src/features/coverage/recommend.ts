/**
 * The AI coverage tool's recommendation (spec: billing §2 "AI coverage page", §3 "Coverage request"
 * and "Coverage result", §9 "Coverage tool"): an explainable rules engine, pure and deterministic
 * (same inputs, same answer), shared by the server's POST /api/coverage/analyze and the tests.
 *
 * 1. Infrastructure from the zone (§9): fiber is laid in urban areas (and suburban ones in Greater
 *    Accra and Ashanti); fixed wireless reaches every zone but remote; cellular strength is 85 urban,
 *    70 suburban, 45 otherwise. Satellite reaches everywhere, at the regional figures of the page's
 *    performance panel (Greater Accra 85/15, Ashanti 75/12, Northern 65/10, elsewhere 55/8 Mbps).
 * 2. Each technology that reaches the place is scored against the four requirements (download,
 *    upload, latency, budget).
 * 3. Primary: with redundancy required, hybrid (a terrestrial line with satellite backup), or
 *    satellite alone where no line reaches; otherwise the technology that meets the most requirements,
 *    ties broken fiber > wireless > satellite (cheapest reliable first). Business use prefers fiber
 *    over wireless at equal score.
 * 4. Confidence: 95, minus 12 per requirement missed, minus 5 for wireless on business use, minus 5
 *    in rural and remote zones for terrestrial lines; between 35 and 98.
 * Every rule that decided the answer adds a line to `reasoning` that names the input it read.
 */

export const ANALYSIS_ZONES = ['urban', 'suburban', 'rural', 'remote'] as const;
export type AnalysisZone = (typeof ANALYSIS_ZONES)[number];
export const TECHNOLOGIES = ['fiber', 'wireless', 'satellite', 'hybrid'] as const;
export type Technology = (typeof TECHNOLOGIES)[number];

export interface AnalysisInput {
  address: string;
  region: string;
  zone: AnalysisZone;
  /** Mbps */
  minDownload: number;
  minUpload: number;
  /** ms */
  maxLatency: number;
  /** GH₵ a month */
  budget: number;
  businessUse: boolean;
  redundancyRequired: boolean;
}

export interface Alternative {
  technology: Technology;
  /** GH₵ a month */
  estimatedCost: number;
  deploymentTime: string;
  pros: string[];
  cons: string[];
}

export interface CoverageRecommendation {
  primaryRecommendation: Technology;
  /** percent */
  confidence: number;
  reasoning: string[];
  satelliteFallback: {
    available: boolean;
    speeds: { download: number; upload: number };
    /** GH₵ a month */
    cost: number;
    /** percent */
    suitability: number;
  };
  alternatives: Alternative[];
  existingInfrastructure: { hasFiber: boolean; hasWireless: boolean; cellularStrength: number };
}

/** The page's regional performance panel (satellite, Mbps down/up). */
export const REGIONAL_PERFORMANCE = [
  { label: 'Greater Accra', download: 85, upload: 15 },
  { label: 'Ashanti', download: 75, upload: 12 },
  { label: 'Northern', download: 65, upload: 10 },
  { label: 'Rural areas', download: 55, upload: 8 },
] as const;

/** Cellular strength by zone (§9): 85 urban, 70 suburban, 45 otherwise. */
export function cellularStrength(zone: AnalysisZone): number {
  if (zone === 'urban') return 85;
  if (zone === 'suburban') return 70;
  return 45;
}

/** Confidence badge (§9): green at 80 or more, yellow at 60 or more, red below. */
export function confidenceTone(confidence: number): 'green' | 'yellow' | 'red' {
  if (confidence >= 80) return 'green';
  if (confidence >= 60) return 'yellow';
  return 'red';
}

interface Offer {
  technology: Technology;
  download: number;
  upload: number;
  latency: number;
  cost: number;
  deploymentTime: string;
  pros: string[];
  cons: string[];
}

const TECH_NAMES: Record<Technology, string> = {
  fiber: 'Fiber',
  wireless: 'Fixed wireless',
  satellite: 'Satellite',
  hybrid: 'Hybrid (line + satellite backup)',
};

export function satelliteSpeeds(region: string, zone: AnalysisZone): { download: number; upload: number } {
  const [accra, ashanti, northern, rural] = REGIONAL_PERFORMANCE;
  if (zone === 'rural' || zone === 'remote') return { download: rural.download, upload: rural.upload };
  if (region === accra.label) return { download: accra.download, upload: accra.upload };
  if (region === ashanti.label) return { download: ashanti.download, upload: ashanti.upload };
  if (region === northern.label) return { download: northern.download, upload: northern.upload };
  return { download: rural.download, upload: rural.upload };
}

function infrastructureOf(input: AnalysisInput) {
  const metro = input.region === 'Greater Accra' || input.region === 'Ashanti';
  const hasFiber = input.zone === 'urban' || (input.zone === 'suburban' && metro);
  const hasWireless = input.zone !== 'remote';
  return { hasFiber, hasWireless, cellularStrength: cellularStrength(input.zone) };
}

function offersFor(input: AnalysisInput, infra: ReturnType<typeof infrastructureOf>): Offer[] {
  const offers: Offer[] = [];
  if (infra.hasFiber) {
    offers.push({
      technology: 'fiber',
      download: 200,
      upload: 100,
      latency: 10,
      cost: 180,
      deploymentTime: '3-7 business days',
      pros: ['Fastest speeds, up to 200 Mbps', 'Lowest latency', 'Unaffected by weather'],
      cons: ['Only where fiber is laid', 'Installation needs a site visit'],
    });
  }
  if (infra.hasWireless) {
    const s = infra.cellularStrength;
    offers.push({
      technology: 'wireless',
      download: Math.round(s * 0.6),
      upload: Math.round(s * 0.12),
      latency: 35,
      cost: 150,
      deploymentTime: '1-3 business days',
      pros: ['Quick to install', 'Lowest monthly cost'],
      cons: ['Speed follows the local signal', 'Shared capacity at busy hours'],
    });
  }
  const sat = satelliteSpeeds(input.region, input.zone);
  offers.push({
    technology: 'satellite',
    ...sat,
    latency: 45,
    cost: 450,
    deploymentTime: '1-3 business days',
    pros: ['Available anywhere in Ghana', 'Independent of local lines'],
    cons: ['Higher monthly cost', 'Heavy rain can slow it'],
  });
  const line = offers.find((o) => o.technology === 'fiber') ?? offers.find((o) => o.technology === 'wireless');
  if (line) {
    offers.push({
      technology: 'hybrid',
      download: line.download,
      upload: line.upload,
      latency: line.latency,
      cost: line.cost + 300,
      deploymentTime: '5-10 business days',
      pros: ['Stays online if one link fails', `${TECH_NAMES[line.technology]} speed with satellite backup`],
      cons: ['Highest monthly cost', 'Two installations'],
    });
  }
  return offers;
}

interface Fit {
  offer: Offer;
  met: { download: boolean; upload: boolean; latency: boolean; budget: boolean };
  score: number;
}

function fitOf(offer: Offer, input: AnalysisInput): Fit {
  const met = {
    download: offer.download >= input.minDownload,
    upload: offer.upload >= input.minUpload,
    latency: offer.latency <= input.maxLatency,
    budget: offer.cost <= input.budget,
  };
  return { offer, met, score: Object.values(met).filter(Boolean).length };
}

const PREFERENCE: Technology[] = ['fiber', 'wireless', 'satellite', 'hybrid'];

export function recommendCoverage(input: AnalysisInput): CoverageRecommendation {
  const infra = infrastructureOf(input);
  const offers = offersFor(input, infra);
  const fits = offers.map((offer) => fitOf(offer, input));
  const byTech = (t: Technology) => fits.find((f) => f.offer.technology === t);
  const reasoning: string[] = [];

  reasoning.push(
    infra.hasFiber
      ? `Zone ${input.zone} in ${input.region}: fiber is available here.`
      : `Zone ${input.zone} in ${input.region}: no fiber is laid here.`,
  );
  reasoning.push(
    infra.hasWireless
      ? `Cellular strength in the ${input.zone} zone is ${infra.cellularStrength}%: fixed wireless can reach about ${byTech('wireless')?.offer.download ?? 0} Mbps.`
      : 'Remote zone: no fixed wireless signal to build on.',
  );

  let chosen: Fit;
  if (input.redundancyRequired) {
    const hybrid = byTech('hybrid');
    chosen = hybrid ?? (byTech('satellite') as Fit);
    reasoning.push(
      hybrid
        ? 'Redundancy required: a line with satellite backup keeps you online if one link fails.'
        : 'Redundancy required but no line reaches this place: satellite is the one link available.',
    );
  } else {
    const candidates = fits.filter((f) => f.offer.technology !== 'hybrid');
    const rank = (f: Fit) => {
      let order = PREFERENCE.indexOf(f.offer.technology);
      if (input.businessUse && f.offer.technology === 'wireless') order += 1.5;
      return order;
    };
    chosen = [...candidates].sort((a, b) => b.score - a.score || rank(a) - rank(b))[0] as Fit;
    if (input.businessUse) reasoning.push('Business use: a dedicated line is preferred over shared wireless capacity.');
  }

  const { offer, met } = chosen;
  const name = TECH_NAMES[offer.technology];
  reasoning.push(
    met.download && met.upload
      ? `Needs ${input.minDownload} Mbps down and ${input.minUpload} Mbps up: ${name} gives about ${offer.download}/${offer.upload} Mbps.`
      : `Needs ${input.minDownload} Mbps down and ${input.minUpload} Mbps up: ${name} gives about ${offer.download}/${offer.upload} Mbps, short of it.`,
  );
  reasoning.push(
    met.latency
      ? `Latency at most ${input.maxLatency} ms: ${name} is about ${offer.latency} ms.`
      : `Latency at most ${input.maxLatency} ms: ${name} is about ${offer.latency} ms, above it.`,
  );
  reasoning.push(
    met.budget
      ? `Budget GH₵ ${input.budget} a month: ${name} costs about GH₵ ${offer.cost}.`
      : `Budget GH₵ ${input.budget} a month: ${name} costs about GH₵ ${offer.cost}, over budget.`,
  );

  const missed = 4 - chosen.score;
  let confidence = 95 - 12 * missed;
  if (input.businessUse && offer.technology === 'wireless') confidence -= 5;
  if ((input.zone === 'rural' || input.zone === 'remote') && offer.technology !== 'satellite') confidence -= 5;
  confidence = Math.max(35, Math.min(98, confidence));

  const satellite = byTech('satellite') as Fit;
  const suitability = Math.round((satellite.score / 4) * 100);

  return {
    primaryRecommendation: offer.technology,
    confidence,
    reasoning,
    satelliteFallback: {
      available: true,
      speeds: { download: satellite.offer.download, upload: satellite.offer.upload },
      cost: satellite.offer.cost,
      suitability,
    },
    alternatives: fits
      .filter((f) => f !== chosen)
      .map(({ offer: o }) => ({
        technology: o.technology,
        estimatedCost: o.cost,
        deploymentTime: o.deploymentTime,
        pros: o.pros,
        cons: o.cons,
      })),
    existingInfrastructure: infra,
  };
}
