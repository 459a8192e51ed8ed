/**
 * The sandbox's HTTP manners, shared by its API and its pages: Paystack's envelopes (`{ status, message,
 * data }`, `{ status: false, message }` on failure), request bodies as JSON or form posts, and the checks
 * Paystack applies to a new transaction (email, amount, currency, reference) with its messages.
 */

const NO_STORE = { 'Cache-Control': 'no-store' };
/** Paystack's per-transaction maximum (error catalogue; read here as subunits: GHS 100,000). */
const MAX_AMOUNT = 10_000_000;
/** What Paystack's email check lets through, near enough: something@something.something, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;

export const fail = (status: 400 | 401 | 404 | 413 | 429, message: string, extra: Record<string, unknown> = {}) =>
  new Response(JSON.stringify({ status: false, message, ...extra }), {
    status,
    headers: { 'Content-Type': 'application/json', ...NO_STORE },
  });

export const okJson = (message: string, data: unknown, meta?: unknown) =>
  new Response(
    JSON.stringify(meta === undefined ? { status: true, message, data } : { status: true, message, data, meta }),
    { status: 200, headers: { 'Content-Type': 'application/json', ...NO_STORE } },
  );

/** The cap on kept transactions is reached and every kept one is still needed: Paystack's rate limit. */
export const full = () =>
  fail(429, 'Too many transactions in progress on this sandbox. Please try again later.', {
    type: 'api_error',
    code: 'rate_limit',
  });

export const js = (source: string) =>
  new Response(source, { headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' } });

export const html = (source: string) =>
  new Response(source, { headers: { 'Content-Type': 'text/html; charset=utf-8', ...NO_STORE } });

/**
 * A form body (application/x-www-form-urlencoded, which Paystack accepts for POSTs) as the JSON it
 * stands for: `mobile_money[phone]=…` becomes `{ mobile_money: { phone } }`.
 */
function formBody(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const nested = /^([^[\]]+)\[([^[\]]+)\]$/.exec(key);
    if (!nested) {
      out[key] = value;
      continue;
    }
    const [, outer = '', inner = ''] = nested;
    const holder = out[outer];
    const object = holder && typeof holder === 'object' ? (holder as Record<string, unknown>) : {};
    object[inner] = value;
    out[outer] = object;
  }
  return out;
}

/** A request's body as an object (JSON or a form post), or null when it is neither. */
export async function readBody(req: Request): Promise<Record<string, unknown> | null> {
  try {
    if ((req.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
      return formBody(await req.text());
    }
    const value = (await req.json()) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A Ghana mobile number: 0 and 9 digits, or 233 and 9 digits (spaces, dashes and a leading + are ignored). */
export function ghanaMobile(phone: string): string | null {
  if (!/^\+?[\d\s-]+$/.test(phone)) return null;
  const digits = phone.replace(/\D/g, '');
  if (/^0[2-5]\d{8}$/.test(digits)) return digits;
  if (/^233[2-5]\d{8}$/.test(digits)) return `0${digits.slice(3)}`;
  return null;
}

export interface NewTransactionFields {
  email: string;
  amount: number;
  currency: string;
  reference: string | undefined;
  /** the checkout's channels in the order asked (`channels`), or null: every channel, card first */
  channels: SandboxChannel[] | null;
}

/** Paystack's channel names (its reference list); the sandbox's checkout has forms for card and mobile_money. */
const PAYSTACK_CHANNELS = [
  'card',
  'bank',
  'apple_pay',
  'ussd',
  'qr',
  'mobile_money',
  'bank_transfer',
  'eft',
  'capitec_pay',
  'payattitude',
] as const;
export type SandboxChannel = (typeof PAYSTACK_CHANNELS)[number];

/** `channels` as Paystack takes it: an array of channel names (duplicates dropped), or absent. */
function channelsOf(value: unknown): SandboxChannel[] | null | Response {
  if (value === undefined || value === null) return null;
  const names = Array.isArray(value) ? value : null;
  if (!names || names.length === 0 || !names.every((n) => PAYSTACK_CHANNELS.includes(n as SandboxChannel))) {
    return fail(400, 'Invalid channels provided', { type: 'validation_error' });
  }
  return [...new Set(names as SandboxChannel[])];
}

/** Validate amount/email/reference the way Paystack does; a Response when invalid. */
export function validateTransaction(
  b: Record<string, unknown>,
  referenceField: 'reference' | 'ref' = 'reference',
): NewTransactionFields | Response {
  const email = typeof b.email === 'string' ? b.email.trim() : '';
  if (!email)
    return fail(400, 'Email is not allowed to be empty', { type: 'validation_error', code: 'missing_params' });
  if (!EMAIL.test(email)) return fail(400, 'Invalid Email Address Passed', { type: 'validation_error' });
  const amount = typeof b.amount === 'string' && b.amount.trim() ? Number(b.amount) : b.amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
    return fail(400, 'You must specify a valid amount', { type: 'validation_error' });
  }
  if (amount > MAX_AMOUNT) return fail(400, 'Transaction amount limit exceeded', { type: 'validation_error' });
  const currency = b.currency === undefined ? 'GHS' : b.currency;
  if (currency !== 'GHS') return fail(400, 'Currency not supported by merchant', { type: 'validation_error' });
  const reference = b[referenceField];
  if (reference !== undefined && (typeof reference !== 'string' || !REFERENCE.test(reference))) {
    return fail(400, 'Invalid character in transaction reference', { type: 'validation_error' });
  }
  const channels = channelsOf(b.channels);
  if (channels instanceof Response) return channels;
  return { email, amount, currency: currency as string, reference: reference as string | undefined, channels };
}
