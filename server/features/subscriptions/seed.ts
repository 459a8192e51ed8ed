import { sql } from 'drizzle-orm';
import { PLANS, type Plan } from '../../../src/domain/plans';
import type { Db } from '../../db/client';
import { plans } from './tables';

/**
 * Seed the plans table from the one catalogue (src/domain/plans.ts), idempotently: every start
 * upserts each plan by id, so a price changed in the module reaches the table and nothing is copied.
 */
export async function seedPlans(db: Db, clock: () => Date = () => new Date(), catalogue: readonly Plan[] = PLANS) {
  const now = clock();
  for (const p of catalogue) {
    const row = {
      id: p.id,
      family: p.family,
      name: p.name,
      description: p.description,
      priceMonthly: p.priceMonthly,
      priceYearly: p.priceYearly,
      speedMbps: p.speedMbps,
      dataCapGb: p.dataCapGb,
      features: [...p.features],
      badge: p.badge,
      audience: p.audience,
      currency: p.currency,
      paymentMethodsSupported: [...p.paymentMethodsSupported],
      isActive: p.isActive,
      sortOrder: p.sortOrder,
      updatedAt: now,
    };
    await db
      .insert(plans)
      .values(row)
      .onConflictDoUpdate({
        target: plans.id,
        set: { ...row, id: sql`excluded.id` },
      });
  }
}
