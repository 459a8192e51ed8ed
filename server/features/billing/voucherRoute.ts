/**
 * POST /api/billing/payments/:id/otp: the code the network asked for (`awaiting_otp`), read with the
 * contract's schema and passed on for the caller's own payment only (another customer's answers 404, as
 * if it did not exist). Counted under the api limit like every billing write (routes.ts). The work is in
 * voucher.ts.
 */
import type { Context, Hono } from 'hono';
import { submitOtpRequestSchema } from '../../../src/features/billing/contract';
import { readJson } from '../../http/errors';
import type { AuthEnv } from '../auth';
import { paymentEnvelope } from './payRoutes';
import type { Billing } from './service';

export function voucherRoute(owned: Hono<AuthEnv>, deps: { billing: Billing }) {
  const uid = (c: Context<AuthEnv>) => c.get('user').id;
  owned.post('/payments/:id/otp', async (c) => {
    const payment = await deps.billing.ownPayment(uid(c), c.req.param('id') ?? '');
    const { otp } = await readJson(c, submitOtpRequestSchema);
    return c.json(paymentEnvelope(await deps.billing.submitOtp(payment, otp)));
  });
}
