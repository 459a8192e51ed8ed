/**
 * The plan part of the billing contract (GET /api/billing/plans): the plan record, the plans answer and the
 * record as the domain's Plan. contract.ts re-exports all of it with the rest of the API. It lives apart
 * so that a public page showing plans loads these few schemas (planClient.ts), not the whole billing
 * contract: zod schemas are built when their module loads, and the contract's ~70 took about 50 ms of a
 * 4x-throttled phone on /packages, right after the page hydrated.
 */
import { z } from 'zod';
import type { Plan } from '../../domain/plans';

export const BILLING_BASE = '/api/billing';
export const PLANS_PATH = '/plans';

/** A billing success body: `{ success: true, data, message? }` (spec §7). */
export function billingEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

export const planSchema = z.object({
  id: z.string(),
  family: z.enum(['packages', 'residential']),
  name: z.string(),
  description: z.string(),
  /** pesewas */
  price_monthly: z.number().int(),
  /** pesewas */
  price_yearly: z.number().int(),
  speed_mbps: z.number(),
  /** 0 means unlimited */
  data_cap_gb: z.number(),
  features: z.array(z.string()),
  is_active: z.boolean(),
  payment_methods_supported: z.array(z.string()),
  currency: z.literal('GHS'),
  badge: z.enum(['Most Popular', 'Best Value', 'Enterprise']).nullable(),
  audience: z.enum(['residential', 'student', 'business']),
  sort_order: z.number().int(),
  /** (12 x monthly - yearly) / (12 x monthly), whole percent */
  yearly_savings_percent: z.number().int(),
});
export type PlanRecord = z.infer<typeof planSchema>;

export const plansResponseSchema = billingEnvelope(z.object({ plans: z.array(planSchema) }));

/** A plan record of the API (snake_case) as the domain's Plan. */
export function toPlan(record: PlanRecord): Plan {
  return {
    id: record.id,
    family: record.family,
    name: record.name,
    description: record.description,
    priceMonthly: record.price_monthly,
    priceYearly: record.price_yearly,
    speedMbps: record.speed_mbps,
    dataCapGb: record.data_cap_gb,
    features: record.features,
    badge: record.badge,
    audience: record.audience,
    currency: record.currency,
    paymentMethodsSupported: ['mobile_money'],
    isActive: record.is_active,
    sortOrder: record.sort_order,
  };
}
