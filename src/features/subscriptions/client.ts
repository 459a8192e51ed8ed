/**
 * Client for the renewal link's API (/api/renewals/:token, contract.ts): no session, the token is the key.
 * `open` reads the renewal; `payments(token)` gives the mobile money machine its calls for that link (start,
 * poll, voucher, cancel, and the payment to resume), answering and failing as billing's client does
 * (a failure is a PaymentProblem with the spec's payment error fields). Below it, the signed-in customer's
 * own actions (the dashboard's promise to pay).
 */
import type { z } from 'zod';
import {
  callEndpoint,
  endpointUrl,
  type FetchLike,
  type PathParamNames,
  platformFetch,
  RequestError,
  type RequestFailure,
} from '../../services/http';
import {
  type MobileMoneyPayInput,
  type PaymentOutcome,
  PaymentProblem,
  type PaymentRecord,
  paymentErrorOf,
  toMobilePayment,
} from '../billing';
import {
  CUSTOMER_SUBSCRIPTIONS_BASE,
  customerSubscriptionEndpoints,
  RENEWALS_BASE,
  type RenewalRecord,
  renewalEndpoints,
} from './contract';
import type { RenewalPaymentCalls, RenewalServices } from './renewals';

export interface RenewalClientOptions {
  fetch?: FetchLike;
  timeoutMs?: number;
}

type RenewalEndpoint = (typeof renewalEndpoints)[keyof typeof renewalEndpoints];

const problemOf = (error: RequestError) => {
  const failure = error.failure;
  return new PaymentProblem(
    paymentErrorOf(failure),
    failure.kind === 'http' ? failure.code : undefined,
    failure.kind === 'http' ? { status: failure.status, text: failure.text } : undefined,
  );
};

const outcome = (envelope: { data: { payment: PaymentRecord }; error: PaymentOutcome['error'] }): PaymentOutcome => ({
  payment: toMobilePayment(envelope.data.payment),
  error: envelope.error,
});

export function createRenewalClient(options: RenewalClientOptions = {}): RenewalServices {
  const fetchFn = options.fetch ?? platformFetch;
  const describe = (failure: RequestFailure) => paymentErrorOf(failure).user_friendly_message;

  async function call<E extends RenewalEndpoint>(
    endpoint: E,
    params: { [K in PathParamNames<E['path']>]: string },
    body?: unknown,
  ): Promise<z.output<E['response']>> {
    try {
      return await callEndpoint(
        fetchFn,
        endpointUrl(RENEWALS_BASE, endpoint, params),
        endpoint,
        { body, token: null, timeoutMs: options.timeoutMs },
        describe,
      );
    } catch (error) {
      throw error instanceof RequestError ? problemOf(error) : error;
    }
  }

  async function open(token: string): Promise<RenewalRecord> {
    return (await call(renewalEndpoints.openRenewal, { token })).renewal;
  }

  function payments(token: string): RenewalPaymentCalls {
    return {
      async findPaymentInProgress() {
        const renewal = await open(token);
        return renewal.open_payment
          ? { payment: toMobilePayment(renewal.open_payment), cycle: renewal.billing_cycle }
          : null;
      },
      async payWithRetry(input: MobileMoneyPayInput) {
        // no number: the one last paid with, which only the server knows in full
        const body = input.mobile_number
          ? { mobile_number: input.mobile_number, mobile_network: input.mobile_network }
          : {};
        return outcome(await call(renewalEndpoints.payRenewal, { token }, body));
      },
      async pollStatus(paymentId: string) {
        return outcome(await call(renewalEndpoints.pollRenewalPayment, { token, id: paymentId }));
      },
      async submitVoucher(paymentId: string, otp: string) {
        return outcome(await call(renewalEndpoints.submitRenewalVoucher, { token, id: paymentId }, { otp }));
      },
      async cancelPayment(paymentId: string) {
        return outcome(await call(renewalEndpoints.cancelRenewalPayment, { token, id: paymentId }));
      },
    };
  }

  async function promise(token: string, days: number): Promise<RenewalRecord> {
    return (await call(renewalEndpoints.promiseRenewal, { token }, { days })).renewal;
  }

  return { open, promise, payments };
}

/** Client for the signed-in customer's own subscription actions (/api/subscriptions): the dashboard's promise. */
export function createCustomerSubscriptionsClient(options: RenewalClientOptions & { getToken: () => string | null }) {
  const fetchFn = options.fetch ?? platformFetch;
  return {
    /** Hold the service `days` more in grace; answers the suspension's new date (ISO). */
    async promiseToPay(days: number): Promise<{ days: number; suspendsAt: string }> {
      const endpoint = customerSubscriptionEndpoints.promiseToPay;
      try {
        const { promise } = await callEndpoint(
          fetchFn,
          endpointUrl(CUSTOMER_SUBSCRIPTIONS_BASE, endpoint, {}),
          endpoint,
          { body: { days }, token: options.getToken(), timeoutMs: options.timeoutMs },
          (failure) => paymentErrorOf(failure).user_friendly_message,
        );
        return { days: promise.days, suspendsAt: promise.suspends_at };
      } catch (error) {
        throw error instanceof RequestError ? problemOf(error) : error;
      }
    },
  };
}
