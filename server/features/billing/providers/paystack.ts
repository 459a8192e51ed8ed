import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type ChargeMobileMoneyInput,
  type ChargeResult,
  type InitializeInput,
  type PaymentProvider,
  type PaystackCustomer,
  type PaystackTransaction,
  ProviderError,
} from './types';

/**
 * The Paystack adapter: Paystack's REST API (provider note §1, §2) at `baseUrl` with the secret key.
 * The same code talks to api.paystack.co and to our sandbox (/sandbox/paystack); only the base URL,
 * the keys and the fetch differ. Envelope `{ status, message, data[, meta] }`; amounts in pesewas.
 */
export interface PaystackAdapterOptions {
  name: 'sandbox' | 'paystack';
  baseUrl: string;
  secretKey: string;
  publicKey: string;
  /** the transport (global fetch, or an in-process dispatch to the sandbox) */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** per-request time-out */
  timeoutMs?: number;
}

interface Envelope<T> {
  status: boolean;
  message: string;
  data?: T;
  meta?: { total?: number };
}

export function paystackAdapter(options: PaystackAdapterOptions): PaymentProvider {
  const send = options.fetch ?? ((input: string, init: RequestInit) => fetch(input, init));
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ httpStatus: number; envelope: Envelope<T> }> {
    let res: Response;
    try {
      res = await send(`${base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${options.secretKey}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new ProviderError(`Paystack unreachable: ${err instanceof Error ? err.message : String(err)}`, true);
    }
    const text = await res.text();
    let envelope: Envelope<T>;
    try {
      envelope = JSON.parse(text) as Envelope<T>;
    } catch {
      throw new ProviderError(`Paystack answered ${res.status} with a non-JSON body`, res.status >= 500);
    }
    if (res.status >= 500 || res.status === 429) {
      throw new ProviderError(`Paystack ${res.status}: ${envelope.message ?? ''}`, true, res.status);
    }
    if (res.status === 401) throw new ProviderError(`Paystack 401: ${envelope.message}`, false, 401);
    return { httpStatus: res.status, envelope };
  }

  function ok<T>(result: { httpStatus: number; envelope: Envelope<T> }, what: string): T {
    if (!result.envelope.status || result.envelope.data === undefined) {
      throw new ProviderError(`${what}: ${result.envelope.message}`, false, result.httpStatus);
    }
    return result.envelope.data;
  }

  const notFound = (result: { httpStatus: number; envelope: Envelope<unknown> }) =>
    !result.envelope.status && (result.httpStatus === 404 || result.httpStatus === 400);

  const chargeResult = (data: Record<string, unknown>, reference: string): ChargeResult => ({
    status: String(data.status ?? 'pending'),
    reference: typeof data.reference === 'string' ? data.reference : reference,
    display_text: typeof data.display_text === 'string' ? data.display_text : null,
    message: typeof data.message === 'string' ? data.message : null,
    gateway_response: typeof data.gateway_response === 'string' ? data.gateway_response : null,
    id: typeof data.id === 'number' ? data.id : null,
  });

  return {
    name: options.name,
    publicKey: options.publicKey,
    async initialize(input: InitializeInput) {
      const result = await call<{ authorization_url: string; access_code: string; reference: string }>(
        'POST',
        '/transaction/initialize',
        input,
      );
      return ok(result, 'initialize');
    },
    async verify(reference) {
      const result = await call<PaystackTransaction>('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      if (notFound(result)) return null;
      return ok(result, 'verify');
    },
    async chargeMobileMoney(input: ChargeMobileMoneyInput) {
      const result = await call<Record<string, unknown>>('POST', '/charge', {
        email: input.email,
        amount: input.amount,
        currency: input.currency,
        reference: input.reference,
        metadata: input.metadata,
        mobile_money: { phone: input.phone, provider: input.provider },
      });
      return chargeResult(ok(result, 'charge'), input.reference);
    },
    async submitOtp(reference, otp) {
      const result = await call<Record<string, unknown>>('POST', '/charge/submit_otp', { otp, reference });
      return chargeResult(ok(result, 'submit_otp'), reference);
    },
    async checkPendingCharge(reference) {
      const result = await call<Record<string, unknown>>('GET', `/charge/${encodeURIComponent(reference)}`);
      if (notFound(result)) return null;
      return chargeResult(ok(result, 'check charge'), reference);
    },
    async listTransactions(query) {
      const params = new URLSearchParams();
      if (query.customer !== undefined) params.set('customer', String(query.customer));
      params.set('perPage', String(query.perPage ?? 50));
      params.set('page', String(query.page ?? 1));
      if (query.from) params.set('from', query.from);
      if (query.to) params.set('to', query.to);
      if (query.status) params.set('status', query.status);
      const result = await call<PaystackTransaction[]>('GET', `/transaction?${params}`);
      const data = ok(result, 'list transactions');
      return { data, total: result.envelope.meta?.total ?? data.length };
    },
    async customer(emailOrCode) {
      const result = await call<PaystackCustomer>('GET', `/customer/${encodeURIComponent(emailOrCode)}`);
      if (notFound(result)) return null;
      return ok(result, 'customer');
    },
  };
}

/** Paystack's webhook signature: lower-case hex HMAC-SHA512 of the raw body, keyed with the secret key. */
export function signWebhook(rawBody: string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody, 'utf8').digest('hex');
}

/** Constant-time check of `x-paystack-signature`. */
export function verifyWebhookSignature(rawBody: string, signature: string | undefined, secretKey: string): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhook(rawBody, secretKey), 'hex');
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
