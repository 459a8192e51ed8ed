/**
 * The plans a customer subscribes to, as the rest of the server reads them: the `plans` table is seeded from
 * src/domain/plans.ts on start (seed.ts) and never written otherwise, so these are reads of a small, still
 * list. Billing prices and names payments with them; nobody outside this feature reads the table itself.
 */
import { eq } from 'drizzle-orm';
import type { Plan } from '../../../src/domain/plans';
import type { Db } from '../../db/client';
import { plans } from './tables';

type Reader = Pick<Db, 'select'>;

/** A plans row as the domain's Plan (the one shape every price, name and feature is read from). */
export function planFromRow(r: typeof plans.$inferSelect): Plan {
  return {
    id: r.id,
    family: r.family,
    name: r.name,
    description: r.description,
    priceMonthly: r.priceMonthly,
    priceYearly: r.priceYearly,
    speedMbps: r.speedMbps,
    dataCapGb: r.dataCapGb,
    features: r.features,
    badge: (r.badge as Plan['badge']) ?? null,
    audience: r.audience as Plan['audience'],
    currency: 'GHS',
    paymentMethodsSupported: ['mobile_money'],
    isActive: r.isActive,
    sortOrder: r.sortOrder,
  };
}

/** The plans on sale, by family and then their order in it. */
export async function activePlans(db: Reader): Promise<Plan[]> {
  const rows = await db.select().from(plans).where(eq(plans.isActive, true));
  return rows.sort((a, b) => a.family.localeCompare(b.family) || a.sortOrder - b.sortOrder).map(planFromRow);
}

/** One plan by id (on sale or not: a payment made for a plan since withdrawn still names it), or null. */
export async function planById(db: Reader, id: string): Promise<Plan | null> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
  return row ? planFromRow(row) : null;
}

/** Every plan's name by id, withdrawn ones too (receipts, histories and exports name old payments' plans). */
export async function planNames(db: Reader): Promise<Map<string, string>> {
  const rows = await db.select({ id: plans.id, name: plans.name }).from(plans);
  return new Map(rows.map((p) => [p.id, p.name]));
}

/** One plan's name, or its id when there is no such plan. */
export async function planNameOf(db: Reader, id: string): Promise<string> {
  const [row] = await db.select({ name: plans.name }).from(plans).where(eq(plans.id, id)).limit(1);
  return row?.name ?? id;
}
