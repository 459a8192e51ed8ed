/**
 * The code a network asks for instead of a prompt on the phone: Paystack answers a charge with `send_otp`
 * (its Telecel sample: "Please dial *110# to generate a voucher code. Then input the voucher"), the
 * payment waits `awaiting_otp`, and the customer's code goes to the provider's /charge/submit_otp. Its
 * answer is applied as the charge's own would be (settlement.ts): paid, failed, still waiting for the
 * phone, or asking for a code again. A code the provider refuses leaves the payment open for another try,
 * VOUCHER_MAX_ATTEMPTS codes per payment at most; the last one refused fails the payment.
 */
import { OPEN_PAYMENT_STATUSES } from '../../../src/features/billing/lifecycle';
import { BILLING_MESSAGES as m } from '../../../src/features/billing/messages';
import type { Db } from '../../db/client';
import { ApiError, describeError } from '../../http/errors';
import type { PaymentRow } from './paymentRecords';
import { returnVoucherAttempt, takeVoucherAttempt } from './paymentWrites';
import type { ProviderCalls } from './providerCalls';
import { type ChargeResult, ProviderError } from './providers/types';
import type { Settlement } from './settlement';

/** Codes sent to the provider per payment; the payment fails when the last of them is refused. */
export const VOUCHER_MAX_ATTEMPTS = 5;

export function voucherSubmission(deps: { db: Db; clock: () => Date; calls: ProviderCalls; settlement: Settlement }) {
  const { db, clock, calls, settlement } = deps;

  /** Too many codes: the payment ends failed (`too_many_attempts`), its lock released; answered as it is then. */
  const tooManyCodes = (p: PaymentRow) =>
    settlement.settle(
      p.id,
      { status: 'failed', reason: m.voucherTooManyAttempts, code: 'too_many_attempts' },
      'customer',
      { otp_attempts: VOUCHER_MAX_ATTEMPTS },
    );

  /**
   * Send the customer's code for their payment. An ended payment is answered as it is (a webhook may have
   * settled it meanwhile); an open one that is not waiting for a code is 409 voucher_not_expected. Each
   * code takes one of the payment's VOUCHER_MAX_ATTEMPTS attempts, counted in the database before it goes
   * to the provider (parallel submissions cannot take more); a code with none left fails the payment. The
   * provider refusing the code (a 4xx: "Provided registration token is invalid", or its "Too many
   * attempts ...", whose words the customer reads) is 400 voucher_rejected at the field, the payment kept
   * open, unless it was the last attempt: then the payment fails. A provider that cannot be reached is 502
   * and the payment waits (the next poll asks the provider); its attempt is given back.
   */
  async function submitOtp(p: PaymentRow, otp: string): Promise<PaymentRow> {
    if (!OPEN_PAYMENT_STATUSES.includes(p.status)) return p;
    if (!p.awaitingOtp) throw new ApiError(409, 'voucher_not_expected', m.voucherNotExpected);
    const attempt = await takeVoucherAttempt(db, p.id, VOUCHER_MAX_ATTEMPTS, clock());
    if (attempt === null) {
      const now = await settlement.current(db, p.id);
      if (!OPEN_PAYMENT_STATUSES.includes(now.status)) return now;
      if (!now.awaitingOtp) throw new ApiError(409, 'voucher_not_expected', m.voucherNotExpected);
      return tooManyCodes(now);
    }
    let result: ChargeResult;
    try {
      result = await calls.withProvider((prov) => prov.submitOtp(p.reference, otp));
    } catch (err) {
      if (err instanceof ProviderError && !err.transient && err.status !== undefined && err.status < 500) {
        const said = err.message.replace(/^submit_otp: /, '');
        await settlement.event(db, p.id, 'otp_rejected', 'customer', { message: said, attempt });
        if (attempt >= VOUCHER_MAX_ATTEMPTS) return tooManyCodes(p);
        const message = /too many attempts/i.test(said) ? said : m.voucherRejected;
        throw new ApiError(400, 'voucher_rejected', message, { issues: [{ path: 'otp', message }] });
      }
      // the code never reached a provider that could judge it (breaker open, unreachable): not an attempt
      await returnVoucherAttempt(db, p.id);
      if (err instanceof ApiError) throw err;
      console.error(`billing: submit_otp ${p.reference} failed:`, describeError(err));
      throw new ApiError(502, 'provider_error', m.providerError);
    }
    return settlement.applyChargeAnswer(p, result, 'customer', p.displayText);
  }

  return { submitOtp };
}
