import { type Plan, plansOf } from '../../domain/plans';
import type { CoveragePlanOffer } from './simulation';

const offerOf = (p: Plan): CoveragePlanOffer => ({
  id: p.id,
  name: p.name,
  speed: `${p.speedMbps} Mbps`,
  price: p.priceMonthly,
  currency: p.currency,
});

/**
 * The plans a coverage result offers, from the one catalogue (src/domain/plans.ts): its residential family
 * (Student, Home, Business) is the satellite service, sold anywhere in Ghana with a dish; its packages
 * family (Basic, Standard, Premium, Business Internet) is city broadband, offered only up to the speed
 * the area delivers.
 */
export const satelliteOffers = (): CoveragePlanOffer[] => plansOf('residential').map(offerOf);

export const broadbandOffers = (maxMbps: number): CoveragePlanOffer[] =>
  plansOf('packages')
    .filter((p) => p.speedMbps <= maxMbps)
    .map(offerOf);
