/**
 * Starting a payment: price it (the server decides the amount: plan, cycle, months, 5% off from three
 * months; an offered amount must cover it and what is above is credited), refuse what conflicts with a
 * plan change already scheduled, take the one-payment-in-progress lock (a partial unique index: a second
 * open payment cannot be inserted), count the rate limits only once the request holds the lock and is about
 * to reach the provider, and charge (mobile money) or initialise a checkout (card, popup, hosted).
 * What happens after is settlement.ts.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { NETWORK_NAMES } from '../../../src/domain/format/phone';
import type { BillingCycle, Plan } from '../../../src/domain/plans';
import { OPEN_PAYMENT_STATUSES } from '../../../src/features/billing/lifecycle';
import { insufficientAmount, BILLING_MESSAGES as m } from '../../../src/features/billing/messages';
import { amountOwed, maskPhone } from '../../../src/features/billing/rules';
import { recordAuditSafely } from '../../audit/log';
import type { Db } from '../../db/client';
import { ApiError, describeError, isDatabaseUnavailable, isUniqueViolation } from '../../http/errors';
import { internationalGhanaPhone } from '../../sms/sender';
import { refuseConflictingPlan } from '../subscriptions';
import type { BreakerSeen } from './breaker';
import { metadataOf, money, newReference, type PaymentRow, paymentDetails } from './paymentRecords';
import { insertPaymentStatement } from './paymentWrites';
import type { ProviderCalls } from './providerCalls';
import { failureCodeOfError } from './providers/failures';
import { APPROVAL_WINDOW_MS, NETWORK_TO_PAYSTACK, type PaymentProvider } from './providers/types';
import type { Settlement } from './settlement';
import { payments } from './tables';

/** A card checkout never attempted is given up after this long (its lock is released). */
export const CHECKOUT_ABANDON_MS = 30 * 60_000;
/** The channels a checkout offers, in the order its page shows them (Paystack's `channels`): mobile money first. */
export const CHECKOUT_CHANNELS = ['mobile_money', 'card'] as const;

export interface PaymentStartDeps {
  db: Db;
  clock: () => Date;
  calls: ProviderCalls;
  settlement: Settlement;
  loadPlan: (id: string) => Promise<Plan>;
  providerName: 'sandbox' | 'paystack';
  publicUrl: string;
}

export interface NewPayment {
  userId: string;
  email: string;
  planId: string;
  cycle: BillingCycle;
  months: number;
  /** pesewas the client says it pays (optional): must cover the price; extra is credited */
  offeredPesewas?: number;
  channel: 'mobile_money' | 'card';
  network?: 'MTN' | 'VODAFONE' | 'AIRTELTIGO';
  phone?: string;
  invoiceId?: string;
}

export function paymentStart(deps: PaymentStartDeps) {
  const { db, clock, calls, settlement, loadPlan } = deps;
  const { settle, applyTransaction, applyChargeAnswer, refresh } = settlement;
  const { withProvider, probe } = calls;

  /**
   * Price the payment; refuse what is short, or another plan than a change already scheduled (409
   * plan_change_scheduled, before the rate limits count and before the provider); what to charge and the credit.
   */
  async function price(input: Pick<NewPayment, 'userId' | 'planId' | 'cycle' | 'months' | 'offeredPesewas'>) {
    const plan = await loadPlan(input.planId);
    await refuseConflictingPlan(db, input.userId, { planId: plan.id, cycle: input.cycle }, clock());
    const months = input.cycle === 'yearly' ? 1 : input.months;
    const owed = amountOwed(plan, input.cycle, months);
    if (input.offeredPesewas !== undefined && input.offeredPesewas < owed) {
      throw new ApiError(400, 'insufficient_amount', insufficientAmount(money(input.offeredPesewas), money(owed)), {
        issues: [{ path: 'amount', message: insufficientAmount(money(input.offeredPesewas), money(owed)) }],
      });
    }
    const charge = Math.max(owed, input.offeredPesewas ?? owed);
    return { plan, months, owed, charge, credit: charge - owed };
  }

  /**
   * When a new payment finds the lock taken: bring this customer's open payments up to date. A card
   * checkout never attempted (or older than 30 min) is given up; a mobile money prompt past its 180 s
   * window is asked about once more. Whatever is still open holds the lock.
   */
  async function sweepOpen(userId: string, seen: BreakerSeen) {
    const open = await db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), inArray(payments.status, OPEN_PAYMENT_STATUSES)));
    for (const p of open) {
      if (p.channel === 'card') {
        const known = await probe(p.reference, seen);
        const old = clock().getTime() - p.createdAt.getTime() > CHECKOUT_ABANDON_MS;
        if (known === 'unreachable') continue; // never guess while the provider cannot say
        if (known !== 'unknown' && known.status !== 'abandoned') await applyTransaction(p, known, 'sweep');
        else await settle(p.id, { status: 'abandoned', reason: m.paymentCancelled }, 'sweep', { old });
      } else if (clock().getTime() - p.createdAt.getTime() > APPROVAL_WINDOW_MS) {
        await refresh(p, 'sweep', seen);
      }
    }
  }

  /**
   * Insert the payment (pending), its invoice and its 'created' event: one statement (paymentWrites.ts).
   * The partial unique index refuses a second open payment (409 payment_in_progress), leaving nothing
   * behind. Optimistic: the customer's open payments are swept (the breaker read of this request passed
   * along) only when the insert is refused, then the insert is tried once more; a request with nothing
   * open, the usual one, reads no open payments. Either way a payment still open holds the lock.
   */
  async function insertPayment(
    input: NewPayment,
    priced: Awaited<ReturnType<typeof price>>,
    seen: BreakerSeen,
  ): Promise<PaymentRow> {
    let created = await insertUnlessLocked(input, priced);
    if (!created) {
      await sweepOpen(input.userId, seen);
      created = await insertUnlessLocked(input, priced);
      if (!created) throw new ApiError(409, 'payment_in_progress', m.paymentInProgress);
    }
    await recordAuditSafely(db, clock(), {
      action: 'payment.initiated',
      userId: created.userId,
      details: paymentDetails(created),
    });
    return created;
  }

  /** The new payment, or undefined when an open one holds the lock (the unique violation). */
  async function insertUnlessLocked(
    input: NewPayment,
    priced: Awaited<ReturnType<typeof price>>,
  ): Promise<PaymentRow | undefined> {
    const now = clock();
    const owed = { userId: input.userId, planId: priced.plan.id, cycle: input.cycle, amount: priced.owed };
    return insertPaymentStatement(
      db,
      {
        id: crypto.randomUUID(),
        reference: newReference(clock),
        userId: input.userId,
        email: input.email,
        planId: priced.plan.id,
        billingCycle: input.cycle,
        months: priced.months,
        amountPesewas: priced.charge,
        creditPesewas: priced.credit,
        currency: 'GHS',
        channel: input.channel,
        network: input.network ?? null,
        phoneMasked: input.phone ? maskPhone(input.phone) : null,
        payerPhone: internationalGhanaPhone(input.phone), // the SMS confirmation's number (smsConfirmation.ts)
        status: 'pending',
        provider: deps.providerName,
        createdAt: now,
        updatedAt: now,
      },
      input.invoiceId ? { invoiceId: input.invoiceId } : { owed },
    ).catch((err: unknown) => {
      if (isUniqueViolation(err)) return undefined;
      throw err;
    });
  }

  /** The breaker, read once for the whole request (answered for withProvider and passed to the sweep). */
  async function guardNewPayment(): Promise<BreakerSeen> {
    calls.requireProvider();
    return calls.readBreaker();
  }

  /**
   * The rate limits are counted here, once the payment holds the one-payment lock and is about to reach
   * the provider (`admit`, from the routes): a request refused before counts nothing. When `admit` refuses
   * (a 429: another attempt took the last place meanwhile), the payment just created is given up as
   * cancelled, never sent.
   */
  async function admitted(payment: PaymentRow, admit: (() => Promise<unknown>) | undefined) {
    if (!admit) return;
    try {
      await admit();
    } catch (err) {
      const reason = err instanceof ApiError ? err.message : m.paymentFailedGeneric;
      await settle(payment.id, { status: 'cancelled', reason }, 'create', { refused: 'rate_limited' });
      throw err;
    }
  }

  /** A mobile money payment: price, lock, charge, and the payment as the charge's answer leaves it. */
  async function payMobileMoney(input: NewPayment, admit?: () => Promise<unknown>): Promise<PaymentRow> {
    const priced = await price(input);
    const seen = await guardNewPayment();
    const payment = await insertPayment(input, priced, seen);
    await admitted(payment, admit);
    let result: Awaited<ReturnType<PaymentProvider['chargeMobileMoney']>>;
    try {
      result = await withProvider(
        (p) =>
          p.chargeMobileMoney({
            email: payment.email,
            amount: payment.amountPesewas,
            currency: 'GHS',
            reference: payment.reference,
            phone: input.phone ?? '',
            provider: NETWORK_TO_PAYSTACK[input.network ?? 'MTN'],
            metadata: metadataOf(payment, priced.plan),
          }),
        seen,
      );
    } catch (err) {
      // The database went away (a restart) after the charge may have reached the provider: decide
      // nothing; the payment stays pending and the next poll asks the provider (the caller gets 503).
      if (isDatabaseUnavailable(err)) throw err;
      console.error(`billing: charge ${payment.reference} failed:`, describeError(err));
      // The charge may have reached the provider before the failure: ask before failing it.
      const known = await probe(payment.reference);
      if (known !== 'unknown' && known !== 'unreachable') return applyTransaction(payment, known, 'create');
      if (known === 'unknown') {
        // The provider never took the charge: the payment failed, and the answer says why (its code),
        // as a decline would.
        const code = failureCodeOfError(err);
        const reason =
          code === 'invalid_number' ? m.numberRefused : err instanceof ApiError ? err.message : m.providerError;
        return settle(payment.id, { status: 'failed', reason, code }, 'create', { error: describeError(err) });
      }
      // Unreachable: the payment stays pending; a later poll or sweep reconciles it with verify.
      if (err instanceof ApiError) throw err;
      throw new ApiError(502, 'provider_error', m.providerError);
    }
    // Paystack's answer, by its data.status (settlement.ts): pay_offline (the prompt is on the phone) and
    // send_otp (the network asks for a code, a Telecel voucher) move it to processing; success and failure settle it.
    const display = result.display_text ?? `${m.approveOnPhone} (${NETWORK_NAMES[input.network ?? 'MTN']})`;
    return applyChargeAnswer(payment, result, 'create', display);
  }

  /** A card/popup (or hosted) payment: price, lock, initialise at the provider. */
  async function initializeCheckout(
    input: NewPayment & { callbackPath: string; flutterwave?: boolean; extraMetadata?: Record<string, unknown> },
    admit?: () => Promise<unknown>,
  ) {
    const priced = await price(input);
    const seen = await guardNewPayment();
    const payment = await insertPayment(input, priced, seen);
    await admitted(payment, admit);
    try {
      const init = await withProvider(
        (p) =>
          p.initialize({
            email: payment.email,
            amount: payment.amountPesewas,
            currency: 'GHS',
            reference: payment.reference,
            callback_url: `${deps.publicUrl}${input.callbackPath}`,
            // mobile money first: most customers pay by it, and the checkout opens on the first channel
            channels: [...CHECKOUT_CHANNELS],
            metadata: {
              ...input.extraMetadata,
              ...metadataOf(payment, priced.plan),
              ...(input.flutterwave ? { checkout_style: 'flutterwave' } : {}),
            },
          }),
        seen,
      );
      const [row] = await db
        .update(payments)
        .set({ accessCode: init.access_code, updatedAt: clock() })
        .where(eq(payments.id, payment.id))
        .returning();
      return { payment: row ?? payment, init };
    } catch (err) {
      console.error(`billing: initialize ${payment.reference} failed:`, describeError(err));
      // Nothing can have been paid without an access code: the checkout is given up.
      await settle(payment.id, { status: 'failed', reason: m.providerError, code: failureCodeOfError(err) }, 'create', {
        error: describeError(err),
      });
      if (err instanceof ApiError) throw err;
      throw new ApiError(502, 'provider_error', m.providerError);
    }
  }

  return { price, payMobileMoney, initializeCheckout };
}
