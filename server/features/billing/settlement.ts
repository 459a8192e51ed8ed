/**
 * Settling a payment exactly once, whoever reports first (poll, verify, webhook, the charge's own answer,
 * a sweep or reconciliation): the moves of src/features/billing/lifecycle.ts, each one UPDATE ... WHERE
 * status IN (the statuses it may move from) RETURNING inside a transaction. Only the request whose UPDATE
 * returns the row performs the effects (invoice paid or voided, subscription credited, notifications,
 * receipt, rate-limit refund), in that same transaction; a second reporter finds nothing to move.
 *
 * Late success: the provider may still take the money for a payment we had marked failed, cancelled or
 * abandoned (a checkout paid after we gave it up). Its success moves it from those statuses too, once,
 * flagged `late_success`, with the same effects, a 'late_success' event and a warning in the audit log.
 * Duplicate: a success paid for a period another success of the customer paid while it was open (successEffects.ts
 * decides, under the subscription's lock): credited as time all the same, flagged `duplicate_of`, with a
 * 'duplicate_success' event and a warning in the audit log.
 * What a success does to the subscription's paid time is the subscriptions feature's (server/features/subscriptions/subscriptions.ts).
 * Longer than 300 lines: every move of a payment's lifecycle and its effects, each in one guarded UPDATE;
 * splitting it would separate a move from the effects that must run in the same transaction.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type FailureCode,
  failureCodeOfStatus,
  LATE_SUCCESS_FROM,
  movableTo,
  OPEN_PAYMENT_STATUSES,
} from '../../../src/features/billing/lifecycle';
import {
  BILLING_MESSAGES as m,
  notifyPaymentFailed,
  paymentVerificationFailed,
} from '../../../src/features/billing/messages';
import { recordAuditSafely } from '../../audit/log';
import type { Db } from '../../db/client';
import { ApiError, describeError } from '../../http/errors';
import { insertNotification, type NotificationType, type NotificationWriter } from '../notifications';
import type { BreakerSeen } from './breaker';
import { voidAttemptInvoice } from './invoices';
import { money, type PaymentRow, paymentDetails, type Source, type Tx } from './paymentRecords';
import { claimChargeCheck, moveToProcessing, updateWait } from './paymentWrites';
import type { ProviderCalls } from './providerCalls';
import { failureCodeOfTransaction } from './providers/failures';
import type { ChargeResult, PaystackTransaction } from './providers/types';
import { APPROVAL_WINDOW_MS } from './providers/types';
import { queueSmsPromptCancelled } from './smsConfirmation';
import { type Receipt, type SuccessDeps, successEffects } from './successEffects';
import { paymentEvents, payments } from './tables';

/**
 * Paystack's check pending charge is asked no sooner than this after a pending answer (provider note
 * §2.2), and then at most this often per payment.
 */
export const CHECK_PENDING_AFTER_MS = 10_000;
/** Check-pending answers that mean the charge is still waiting for the phone. */
const STILL_PENDING: readonly string[] = ['pending', 'pay_offline', 'ongoing'];

/** How long after its creation a failed, cancelled or abandoned payment is still asked about (verify, poll). */
export const LATE_SUCCESS_WINDOW_MS = 24 * 3600_000;

export interface SettlementDeps extends SuccessDeps {
  db: Db;
  calls: ProviderCalls;
}

export function settlement(deps: SettlementDeps) {
  const { db, clock, calls } = deps;
  const success = successEffects(deps);

  async function event(
    tx: Pick<Db, 'insert'>,
    paymentId: string,
    type: string,
    source: Source,
    detail: Record<string, unknown> | null = null,
    from: string | null = null,
    to: string | null = null,
  ) {
    await tx.insert(paymentEvents).values({
      paymentId,
      type,
      source,
      fromStatus: from,
      toStatus: to,
      detail,
      createdAt: clock(),
    });
  }

  async function notify(
    tx: NotificationWriter,
    userId: string,
    type: NotificationType,
    title: string,
    message: string,
    data: Record<string, unknown>,
  ) {
    await insertNotification(tx, clock(), userId, type, title, message, data);
  }

  interface Outcome {
    status: 'processing' | 'succeeded' | 'failed' | 'cancelled' | 'abandoned';
    reason?: string | null;
    gateway?: string | null;
    display?: string | null;
    providerId?: string | null;
    /** why it ended (a failure): the stable code beside the reason; else the status's own */
    code?: FailureCode;
    /** processing only: the charge's answer, its 'provider_answer' event written by the same statement */
    answer?: Record<string, unknown>;
    /** processing only: the network asked for a code (send_otp) rather than a prompt on the phone */
    awaitingOtp?: boolean;
  }

  /**
   * Move a payment forward, once. `processing` only from `pending`; a final status only from an open
   * one, with every effect of success or failure in the same transaction; success also from failed,
   * cancelled or abandoned (a late success, flagged). A failure voids the invoice the attempt created for
   * itself. Answers the row as it is afterwards (unchanged when someone else got there first).
   */
  async function settle(
    paymentId: string,
    outcome: Outcome,
    source: Source,
    detail: Record<string, unknown> | null = null,
  ): Promise<PaymentRow> {
    const now = clock();
    let receipt: Receipt | null = null;
    // Set only by the call whose UPDATE made the final transition: the audit entry is written once.
    let settledNow: PaymentRow | null = null;
    let promptSms = false;
    const row = await db.transaction(async (tx) => {
      if (outcome.status === 'processing') {
        const moved = await moveToProcessing(
          tx,
          paymentId,
          {
            display: outcome.display ?? null,
            providerId: outcome.providerId ?? null,
            awaitingOtp: outcome.awaitingOtp ?? false,
            at: now,
          },
          { source, detail, answer: outcome.answer },
        );
        if (moved?.userId) {
          await notify(tx, moved.userId, 'payment_pending', m.notifyPaymentPendingTitle, pendingText(moved), {
            payment_id: moved.id,
            reference: moved.reference,
          });
        }
        return moved ?? (await current(tx, paymentId));
      }
      const succeeded = outcome.status === 'succeeded';
      const [before] = await tx
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.id, paymentId))
        .for('update');
      const [done] = await tx
        .update(payments)
        .set({
          status: outcome.status,
          // evaluated on the row before the update: a success over a final failure is a late one
          ...(succeeded ? { lateSuccess: sql`${payments.status} in ('failed', 'cancelled', 'abandoned')` } : {}),
          failureReason: succeeded ? null : (outcome.reason ?? m.paymentFailedGeneric),
          failureCode: succeeded ? null : (outcome.code ?? failureCodeOfStatus(outcome.status)),
          gatewayResponse: outcome.gateway ?? sql`${payments.gatewayResponse}`,
          providerReference: outcome.providerId ?? sql`${payments.providerReference}`,
          displayText: null,
          awaitingOtp: false,
          paidAt: outcome.status === 'succeeded' ? now : null,
          updatedAt: now,
        })
        .where(and(eq(payments.id, paymentId), inArray(payments.status, movableTo(outcome.status))))
        .returning();
      if (!done) return current(tx, paymentId);
      settledNow = done;
      const type = done.lateSuccess ? 'late_success' : 'status_changed';
      await event(tx, paymentId, type, source, detail, before?.status ?? null, outcome.status);
      if (succeeded) {
        receipt = await success.applySuccess(tx, done);
        const duplicateOf = (receipt as Receipt | null)?.duplicateOf;
        if (duplicateOf) {
          done.duplicateOf = duplicateOf; // the row answered and audited (settledNow is this row)
          await event(tx, paymentId, 'duplicate_success', source, { duplicate_of: duplicateOf });
        }
        const byValue = (receipt as Receipt | null)?.byValue;
        if (byValue) {
          await event(tx, paymentId, 'credited_by_value', source, {
            paid_for: { plan_id: done.planId, billing_cycle: done.billingCycle, months: done.months },
            credited_to: { plan_id: byValue.planId, billing_cycle: byValue.cycle },
            value: byValue.valuePesewas,
            days: byValue.days,
            kept_as_credit: byValue.leftPesewas,
          });
        }
      } else {
        // The invoice this attempt created for itself was never owed: void (a bill owed stays unpaid).
        await voidAttemptInvoice(tx, done.invoiceId);
        // The customer cancelled a prompt already on the phone (Cancel, Use another number): the provider cannot
        // withdraw it, so an SMS says to decline it, once (this UPDATE decided the cancel).
        if (
          outcome.status === 'cancelled' &&
          source === 'customer' &&
          before?.status === 'processing' &&
          done.channel === 'mobile_money'
        ) {
          await queueSmsPromptCancelled(tx, done, now, deps.smsAllowed);
          promptSms = true;
        }
        // Only a failed attempt is a failure to tell: a checkout left without an attempt, or one the customer
        // cancelled, is no news to them (the history keeps a quiet 'Not completed' row)
        if (done.userId && done.status === 'failed') {
          await notify(
            tx,
            done.userId,
            'payment_failed',
            m.notifyPaymentFailedTitle,
            notifyPaymentFailed(money(done.amountPesewas), done.failureReason ?? m.paymentFailedGeneric),
            { payment_id: done.id, reference: done.reference, reason: done.failureReason, code: done.failureCode },
          );
        }
      }
      return done;
    });
    if (receipt) success.sendReceipt(receipt);
    const { smsQueued } = deps;
    if (promptSms && smsQueued) deps.background(async () => void (await smsQueued()));
    const final = settledNow as PaymentRow | null;
    const byValue = (receipt as Receipt | null)?.byValue;
    if (final && byValue) {
      // Priced for another plan than the one it extended: its value bought days, flagged for administrators.
      await recordAuditSafely(db, now, {
        action: 'payment.credited_by_value',
        userId: final.userId,
        level: 'warn',
        details: {
          ...paymentDetails(final),
          source,
          creditedTo: byValue.planId,
          creditedCycle: byValue.cycle,
          days: byValue.days,
          keptAsCreditPesewas: byValue.leftPesewas,
        },
      });
    }
    if (final?.duplicateOf) {
      // A second charge for a period already paid: credited as time, flagged to administrators (and the customer).
      await recordAuditSafely(db, now, {
        action: 'payment.duplicate_success',
        userId: final.userId,
        level: 'warn',
        details: { ...paymentDetails(final), source, duplicateOf: final.duplicateOf, lateSuccess: final.lateSuccess },
      });
    }
    if (final?.lateSuccess) {
      // Money the provider took after we had given the payment up: credited now, flagged for administrators.
      await recordAuditSafely(db, now, {
        action: 'payment.late_success',
        userId: final.userId,
        level: 'warn',
        details: { ...paymentDetails(final), source, lateSuccess: true },
      });
    } else if (final) {
      await recordAuditSafely(db, now, {
        action: final.status === 'succeeded' ? 'payment.succeeded' : 'payment.failed',
        userId: final.userId,
        // cancelled and abandoned payments are failures of a milder kind
        level: final.status === 'succeeded' || final.status === 'failed' ? undefined : 'warn',
        details: { ...paymentDetails(final), source, reason: final.failureReason },
      });
    }
    return row;
  }

  async function current(tx: Tx | Db, id: string): Promise<PaymentRow> {
    const [row] = await tx.select().from(payments).where(eq(payments.id, id)).limit(1);
    if (!row) throw new ApiError(404, 'payment_not_found', m.paymentNotFound);
    return row;
  }

  const pendingText = (p: PaymentRow) =>
    `Your payment of ${money(p.amountPesewas)} is waiting for approval on your phone.`;

  /**
   * Apply a provider transaction (verify data or webhook data) to a payment. Success counts only with
   * data.status 'success' AND our amount AND GHS; a mismatch never credits and is logged (and, from a
   * verify or poll, fails the payment).
   */
  async function applyTransaction(p: PaymentRow, t: PaystackTransaction, source: Source): Promise<PaymentRow> {
    const providerId = t.id ? String(t.id) : null;
    if (t.status === 'success') {
      if (t.amount !== p.amountPesewas || t.currency !== 'GHS') {
        const detail = { expected: p.amountPesewas, got: t.amount, currency: t.currency };
        // A final payment asked again (verify, poll) is not logged again; a webhook always is.
        if (!OPEN_PAYMENT_STATUSES.includes(p.status) && source !== 'webhook') return p;
        console.warn(
          `billing: ${source} for ${p.reference} reports ${t.amount} ${t.currency}, expected ${p.amountPesewas} GHS`,
        );
        await event(db, p.id, 'amount_mismatch', source, detail);
        if (source === 'webhook') return current(db, p.id);
        return settle(
          p.id,
          {
            status: 'failed',
            reason: paymentVerificationFailed('amount or currency does not match'),
            code: 'amount_mismatch',
            providerId,
          },
          source,
          detail,
        );
      }
      return settle(p.id, { status: 'succeeded', gateway: t.gateway_response, providerId }, source);
    }
    if (t.status === 'failed' || t.status === 'reversed') {
      const code = failureCodeOfTransaction(t);
      const reason = code === 'timeout' ? m.approvalTimedOut : (t.message ?? t.gateway_response ?? m.declined);
      return settle(p.id, { status: 'failed', reason, code, gateway: t.gateway_response, providerId }, source);
    }
    if (t.status === 'abandoned') {
      if (p.channel === 'mobile_money')
        return settle(p.id, { status: 'failed', reason: m.approvalTimedOut, code: 'timeout', providerId }, source);
      return current(db, p.id);
    }
    // Still waiting and already processing: nothing would move (settle would only read the row back).
    if (p.status === 'processing') return p;
    return settle(p.id, { status: 'processing', display: p.displayText, providerId }, source);
  }

  /**
   * Ask the provider about an open payment and apply the answer. A failed, cancelled or abandoned one is
   * asked too for a day (the provider may still have taken the money: a late success); succeeded ones are
   * answered as they are.
   */
  async function refresh(p: PaymentRow, source: Source, read?: BreakerSeen): Promise<PaymentRow> {
    if (!calls.available()) return p;
    if (LATE_SUCCESS_FROM.includes(p.status)) return lateCheck(p, source, read);
    if (!OPEN_PAYMENT_STATUSES.includes(p.status)) return p;
    let t: PaystackTransaction | null;
    try {
      t = await calls.withProvider((prov) => prov.verify(p.reference), read);
    } catch (err) {
      if (err instanceof ApiError) throw err;
      console.error(`billing: verify ${p.reference} failed:`, describeError(err));
      return p;
    }
    if (!t) {
      await event(db, p.id, 'provider_unknown_reference', source);
      // A charge the provider never registered, past the approval window, cannot succeed any more.
      if (p.channel === 'mobile_money' && clock().getTime() - p.createdAt.getTime() > APPROVAL_WINDOW_MS) {
        return settle(p.id, { status: 'failed', reason: m.providerError, code: 'provider_error' }, source);
      }
      return p;
    }
    if (t.status === 'pending' && p.channel === 'mobile_money' && !p.awaitingOtp) {
      const checked = await checkPendingCharge(p, source, read);
      if (checked) return checked;
    }
    return applyTransaction(p, t, source);
  }

  /**
   * Paystack's check pending charge (GET /charge/:reference) for a mobile money charge the transaction
   * still calls pending: asked at most once per CHECK_PENDING_AFTER_MS per payment (Paystack: not sooner
   * than 10 s after a pending answer), the turn claimed in the database so several servers ask once.
   * A final answer (success, failed, timeout) or a request for a code (send_otp) is applied as the
   * charge's own answer would be; still pending (or no answer) leaves the payment to the verify answer.
   */
  async function checkPendingCharge(p: PaymentRow, source: Source, read?: BreakerSeen): Promise<PaymentRow | null> {
    const now = clock();
    const due = now.getTime() - CHECK_PENDING_AFTER_MS;
    // the row just read says it is not yet time: no statement at all
    if (p.createdAt.getTime() > due || (p.chargeCheckedAt && p.chargeCheckedAt.getTime() > due)) return null;
    if (!(await claimChargeCheck(db, p.id, now, CHECK_PENDING_AFTER_MS))) return null;
    let result: ChargeResult | null;
    try {
      result = await calls.withProvider((prov) => prov.checkPendingCharge(p.reference), read);
    } catch (err) {
      if (err instanceof ApiError) throw err;
      console.error(`billing: check pending charge ${p.reference} failed:`, describeError(err));
      return null;
    }
    if (!result || STILL_PENDING.includes(result.status)) return null;
    return applyChargeAnswer(p, result, source, p.displayText);
  }

  /**
   * Apply Paystack's answer to a charge (provider note §2.2, §2.3): the charge itself, a submitted code
   * (submit_otp) or a check of a pending charge. By its documented data.status:
   * - success: the transaction is read (verify) and applied, so amount and currency are checked as for any
   *   success; when it cannot be read yet the payment waits (processing) for the next poll or the webhook;
   * - failed: failed with Paystack's data.message (its code from failures.ts); timeout: failed, not approved
   *   in time (its code 'timeout');
   * - send_otp: processing, waiting for the code the network asked for (display_text says how to make it);
   * - anything else (pay_offline, pending, ongoing): processing, the approval on the phone.
   * `display` is the line to show when the answer brings none.
   */
  async function applyChargeAnswer(
    p: PaymentRow,
    result: ChargeResult,
    source: Source,
    display: string | null,
  ): Promise<PaymentRow> {
    const answer = { status: result.status, display_text: result.display_text ?? null };
    const final = result.status === 'success' || result.status === 'failed' || result.status === 'timeout';
    if (!final) {
      const awaitingOtp = result.status === 'send_otp';
      return wait(p, { display: result.display_text ?? display, awaitingOtp }, source, answer);
    }
    await event(db, p.id, 'provider_answer', source, answer);
    if (result.status === 'success') {
      const tx = await calls.probe(p.reference);
      if (tx !== 'unknown' && tx !== 'unreachable') return applyTransaction(p, tx, source);
      return wait(p, { display, awaitingOtp: false }, source);
    }
    const code = failureCodeOfTransaction(result);
    const reason = code === 'timeout' ? m.approvalTimedOut : (result.message ?? result.gateway_response ?? m.declined);
    return settle(p.id, { status: 'failed', reason, code, gateway: result.gateway_response }, source);
  }

  /**
   * The payment waits for the customer: a pending one moves to processing (with the answer's event, one
   * statement); a processing one takes the new kind of wait (a code, or the phone) when it changed.
   */
  async function wait(
    p: PaymentRow,
    change: { display: string | null; awaitingOtp: boolean },
    source: Source,
    answer?: Record<string, unknown>,
  ): Promise<PaymentRow> {
    if (p.status === 'pending') return settle(p.id, { status: 'processing', ...change, answer }, source);
    if (answer) await event(db, p.id, 'provider_answer', source, answer);
    if (p.awaitingOtp === change.awaitingOtp && p.displayText === change.display) return p;
    return (await updateWait(db, p.id, { ...change, at: clock() })) ?? current(db, p.id);
  }

  /** A given-up payment within the window: only a success at the provider changes it; never an error. */
  async function lateCheck(p: PaymentRow, source: Source, read?: BreakerSeen): Promise<PaymentRow> {
    if (clock().getTime() - p.createdAt.getTime() > LATE_SUCCESS_WINDOW_MS) return p;
    const t = await calls.probe(p.reference, read);
    if (t === 'unknown' || t === 'unreachable' || t.status !== 'success') return p;
    return applyTransaction(p, t, source);
  }

  return { event, notify, settle, current, applyTransaction, applyChargeAnswer, refresh };
}

export type Settlement = ReturnType<typeof settlement>;
