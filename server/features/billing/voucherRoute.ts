/**
 * POST /api/billing/payments/:id/otp: the code the network asked for (`awaiting_otp`), read with the
 * contract's schema and passed on for the caller's own payment only (another customer's answers 404, as
 * if it did not exist). Counted under the api limit like every billing write (routes.ts). The work is in
 * voucher.ts.
 */
import type { Context, Hono } from 'hono';
import { billingEndpoints } from '../../../src/features/billing/contract';
import type { Db } from '../../db/client';
import { route } from '../../http/contractRoute';
import type { AuthEnv } from '../auth';
import { answerPayment } from './paidService';
import type { Billing } from './service';

export function voucherRoute(owned: Hono<AuthEnv>, deps: { billing: Billing; db: Db; clock: () => Date }) {
  const answer = answerPayment(deps.db, deps.clock);
  const uid = (c: Context<AuthEnv>) => c.get('user').id;
  route(owned, billingEndpoints.submitOtp, async (c, { body, params }) => {
    const payment = await deps.billing.ownPayment(uid(c), params.id);
    return answer(await deps.billing.submitOtp(payment, body.otp));
  });
}
