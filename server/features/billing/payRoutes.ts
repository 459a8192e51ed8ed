/**
 * Starting a payment: mobile money (POST /mobile-money/pay-with-retry, POST /payments, POST
 * /subscriptions/pay), the card checkout (POST /paystack/initialize) and the hosted checkout (POST
 * /api/payment/initialize). Rule 7 of "One billing truth": only attempts that reach the provider count
 * toward the payment limits. Each route reads its request, refuses a blocked customer up front (counting
 * nothing), and hands the service an `admit` that takes all its limits (api, payment and, for mobile
 * money, mobile_money) in one call, once the payment holds the one-payment lock and is about to reach
 * the provider. Validation, an unknown plan, a short amount and the lock refuse before: nothing counted.
 * A refusal of the request's input (400 validation_failed or fields_empty) answers 'Payment validation
 * failed: {reason}' and raises a payment_failed notification for the customer (spec §8): `validated`.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { cedisToPesewas } from '../../../src/domain/format/money';
import { paths, sameSitePath } from '../../../src/domain/paths';
import {
  billingEndpoints,
  type createPaymentRequestSchema,
  hostedPaymentEndpoints,
} from '../../../src/features/billing/contract';
import { BILLING_MESSAGES as m, paymentValidationFailed } from '../../../src/features/billing/messages';
import type { Db } from '../../db/client';
import { route } from '../../http/contractRoute';
import { ApiError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { AuthEnv } from '../auth';
import { answerPayment } from './paidService';
import type { BillingLimits, LimitKind } from './paymentLimits';
import { toPaymentRecord } from './paymentRecords';
import type { Billing } from './service';
import { invoices } from './tables';

/** The POST paths below /api/billing that start a payment: their api count is taken with the payment's. */
export const PAYMENT_START_PATH = /\/(mobile-money\/pay-with-retry|payments|subscriptions\/pay|paystack\/initialize)$/;

const MOBILE_MONEY_LIMITS: LimitKind[] = ['api', 'payment', 'mobile_money'];
const CARD_LIMITS: LimitKind[] = ['api', 'payment'];
/** The codes of a refused input (readJson's schema check, a field rule such as callback_url). */
const VALIDATION_CODES: readonly string[] = ['validation_failed', 'fields_empty'];

/** What the billing service needs to start a mobile money payment. */
type MobileMoneyOrder = Parameters<Billing['payMobileMoney']>[0];

export interface PayRouteDeps {
  db: Db;
  billing: Billing;
  limits: BillingLimits;
  publicKey: string;
  clock: () => Date;
}

export function payRoutes(owned: Hono<AuthEnv>, hosted: Hono<AuthEnv>, deps: PayRouteDeps) {
  const { db, billing, limits } = deps;
  const answer = answerPayment(db, deps.clock);
  const uid = (c: Context<AuthEnv>) => c.get('user').id;
  const email = (c: Context<AuthEnv>) => c.get('user').email;
  /** Refuse a blocked customer now (nothing counted); the admission to give the service. */
  async function gate(c: Context<AuthEnv>, kinds: LimitKind[]) {
    await limits.check(uid(c), kinds);
    return () => limits.take(uid(c), kinds);
  }
  /**
   * A payment request's input refused (400 validation_failed / fields_empty, by the request schema or a
   * field rule such as callback_url): the answer's message becomes 'Payment validation failed: {reason}'
   * (the issues keep each field's rule) and the customer gets a payment_failed notification. Runs before
   * `gate`, so nothing is counted.
   */
  async function refused(c: Context<AuthEnv>, err: ApiError): Promise<ApiError> {
    if (err.status !== 400 || !VALIDATION_CODES.includes(err.code)) return err;
    await billing.notifyValidationRefused(uid(c), err.message);
    return new ApiError(400, err.code, paymentValidationFailed(err.message), { issues: err.extra.issues });
  }
  /** The request bodies of the payment starts: refusals go through `refused`. */
  const paymentInput = { onBodyRefused: refused };
  /** A field rule checked in the handler, refused like the request schema's. */
  async function validated<T>(c: Context<AuthEnv>, read: () => T): Promise<T> {
    try {
      return read();
    } catch (err) {
      throw err instanceof ApiError ? await refused(c, err) : err;
    }
  }

  function mobileMoney(c: Context<AuthEnv>, body: Omit<z.output<typeof createPaymentRequestSchema>, 'channel'>) {
    return payByMobileMoney(c, body, {
      planId: body.plan_id,
      cycle: body.billing_cycle,
      months: body.months,
      offeredPesewas: body.amount === undefined ? undefined : cedisToPesewas(body.amount),
    });
  }

  /** Start the prompt to the customer's wallet: 201 with the payment. */
  async function payByMobileMoney(
    c: Context<AuthEnv>,
    wallet: { mobile_network: NonNullable<MobileMoneyOrder['network']>; mobile_number: string },
    order: Pick<MobileMoneyOrder, 'planId' | 'cycle' | 'months' | 'offeredPesewas' | 'invoiceId'>,
  ) {
    const admit = await gate(c, MOBILE_MONEY_LIMITS);
    const payment = await billing.payMobileMoney(
      {
        ...order,
        userId: uid(c),
        email: email(c),
        channel: 'mobile_money',
        network: wallet.mobile_network,
        phone: normalizePhone(wallet.mobile_number),
      },
      admit,
    );
    return answer(payment);
  }

  route(owned, billingEndpoints.mobileMoneyPay, (c, { body }) => mobileMoney(c, body), paymentInput);
  route(owned, billingEndpoints.createPayment, (c, { body }) => mobileMoney(c, body), paymentInput);

  route(
    owned,
    billingEndpoints.subscriptionPay,
    async (c, { body }) => {
      const [invoice] = await db
        .select()
        .from(invoices)
        .where(
          body.invoice_id
            ? and(
                eq(invoices.userId, uid(c)),
                eq(invoices.id, isUuid(body.invoice_id) ? body.invoice_id : '00000000-0000-0000-0000-000000000000'),
              )
            : and(eq(invoices.userId, uid(c)), inArray(invoices.status, ['unpaid', 'overdue'])),
        )
        .orderBy(desc(invoices.issueDate))
        .limit(1);
      if (!invoice) throw new ApiError(404, 'no_unpaid_invoice', m.noUnpaidInvoice);
      if (invoice.status === 'paid') throw new ApiError(409, 'invoice_paid', m.invoicePaid);
      return payByMobileMoney(c, body, {
        planId: invoice.planId,
        cycle: invoice.billingCycle,
        months: 1,
        offeredPesewas: invoice.amountPesewas,
        invoiceId: invoice.id,
      });
    },
    paymentInput,
  );

  route(
    owned,
    billingEndpoints.paystackInitialize,
    async (c, { body }) => {
      if (body.email && body.email.toLowerCase() !== email(c).toLowerCase()) {
        throw new ApiError(403, 'forbidden', m.customerNotYours);
      }
      const callbackPath = await validated(c, () => safePath(body.callback_url, 'callback_url'));
      const admit = await gate(c, CARD_LIMITS);
      const { payment, init } = await billing.initializeCheckout(
        {
          userId: uid(c),
          email: email(c),
          planId: body.plan_id,
          cycle: body.billing_cycle,
          months: body.months,
          offeredPesewas: body.amount,
          channel: 'card',
          callbackPath,
          extraMetadata: body.metadata,
        },
        admit,
      );
      return {
        success: true as const,
        data: {
          authorization_url: init.authorization_url,
          access_code: init.access_code,
          reference: payment.reference,
          public_key: deps.publicKey,
          email: payment.email,
          amount: payment.amountPesewas,
          currency: 'GHS' as const,
          payment: toPaymentRecord(payment),
        },
      };
    },
    paymentInput,
  );

  route(
    hosted,
    hostedPaymentEndpoints.initialize,
    async (c, { body }) => {
      const callbackPath = await validated(c, () => safePath(body.redirect_url, 'redirect_url'));
      const admit = await gate(c, CARD_LIMITS);
      const { payment, init } = await billing.initializeCheckout(
        {
          userId: uid(c),
          email: email(c),
          planId: body.plan_id,
          cycle: body.billing_cycle,
          months: body.months,
          offeredPesewas: body.amount === undefined ? undefined : cedisToPesewas(body.amount),
          channel: 'card',
          callbackPath,
          flutterwave: true,
        },
        admit,
      );
      return {
        status: 'success' as const,
        message: 'Hosted Link',
        data: { link: init.authorization_url, tx_ref: payment.reference },
      };
    },
    paymentInput,
  );
}

function normalizePhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('00233')) digits = `0${digits.slice(5)}`;
  else if (digits.startsWith('233')) digits = `0${digits.slice(3)}`;
  return digits;
}

/**
 * A return path on our own site, normalised: '/payment/callback' by default. Same-site is the shared rule
 * (sameSitePath: resolved first, so '/.//host' is refused); the provider appends its own query to the
 * result, so only plain path and query characters (no hash) are taken.
 */
function safePath(value: string | undefined, field: 'callback_url' | 'redirect_url'): string {
  if (!value) return paths.paymentCallback;
  const path = sameSitePath(value);
  if (path === null || !/^\/[\w\-./?=&%]*$/.test(path)) {
    const message = `${field} must be a path on this site`;
    throw new ApiError(400, 'validation_failed', message, { issues: [{ path: field, message }] });
  }
  return path;
}
