/**
 * Paystack's webhook (POST /paystack/webhook): no bearer, the signature is the authentication (a
 * lower-case hex HMAC-SHA512 of the raw body with the secret key, compared in constant time). A
 * charge.success for one of our references is applied as the verify and poll answers are (service.ts);
 * anything else is acknowledged and ignored, so the provider stops retrying it.
 */
import type { Hono } from 'hono';
import { billingEndpoints } from '../../../src/features/billing/contract';
import { BILLING_MESSAGES as m } from '../../../src/features/billing/messages';
import { route } from '../../http/contractRoute';
import { ApiError } from '../../http/errors';
import type { AuthEnv } from '../auth';
import type { PaymentSetup } from './providers';
import { verifyWebhookSignature } from './providers/paystack';
import type { PaystackTransaction } from './providers/types';
import type { Billing } from './service';

export function webhookRoute(app: Hono<AuthEnv>, deps: { billing: Billing; payments: PaymentSetup }) {
  const { billing } = deps;
  // The endpoint declares no request schema: the signature is over the raw bytes, read here.
  route(app, billingEndpoints.paystackWebhook, async (c) => {
    const raw = await c.req.text();
    const key = deps.payments.secretKey;
    if (!key || !verifyWebhookSignature(raw, c.req.header('x-paystack-signature'), key)) {
      console.warn('billing: webhook refused (bad or missing signature)');
      throw new ApiError(401, 'invalid_signature', m.invalidSignature);
    }
    let event: { event?: unknown; data?: Partial<PaystackTransaction> };
    try {
      event = JSON.parse(raw);
    } catch {
      throw new ApiError(400, 'invalid_body', 'Invalid request body');
    }
    const data = event.data;
    if (event.event !== 'charge.success' || !data || typeof data.reference !== 'string') {
      return { received: true as const };
    }
    const payment = await billing.paymentByReference(data.reference);
    if (!payment) {
      console.info(`billing: webhook for unknown reference ${data.reference} acknowledged and ignored`);
      return { received: true as const };
    }
    await billing.applyTransaction(payment, data as PaystackTransaction, 'webhook');
    return { received: true as const };
  });
}
