import { plansOf } from '../../domain/plans';
import type { CoveragePlanOffer } from './simulation';

/** The plans a coverage result offers: the residential family of the one catalogue (src/domain/plans.ts). */
export function coverageOffers(): CoveragePlanOffer[] {
  return plansOf('residential').map((p) => ({
    id: p.id,
    name: p.name,
    speed: `${p.speedMbps} Mbps`,
    price: p.priceMonthly,
    currency: p.currency,
  }));
}
