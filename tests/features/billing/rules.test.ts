/**
 * Longer than 300 lines: one describe per billing rule (amounts, invoice numbers, masking, rate limits, the
 * breaker), each with its edge cases.
 */
import { describe, expect, it } from 'vitest';
import { findPlan, plansOf } from '../../../src/domain/plans';
import { PAYMENT_REFERENCE_PATTERN } from '../../../src/features/billing/contract';
import {
  addMonths,
  amountOwed,
  approvalInstruction,
  autoDetectNetwork,
  breakerAllows,
  breakerFailure,
  breakerMessage,
  breakerSuccess,
  cleanupRateLimit,
  clockTime,
  closedBreaker,
  consumeRateLimit,
  dataLabel,
  detectNetwork,
  emptyRateLimit,
  HISTORY_BREAKER,
  invoiceNumber,
  isFlutterwavePaid,
  isPaystackPaid,
  lateFee,
  maskPhone,
  monthsCovered,
  parseCallbackParams,
  paymentEmailError,
  paymentErrorBox,
  paymentMethodLabel,
  paymentReference,
  planSummary,
  RATE_LIMITS,
  type RateLimitState,
  refundRateLimit,
  savingsBadge,
  savingsUpToLabel,
  shortInvoiceId,
  validateMobileNumber,
} from '../../../src/features/billing/rules';

const plan = (id: string) => {
  const p = findPlan(id);
  if (!p) throw new Error(id);
  return p;
};

describe('plans for display (from the one catalogue)', () => {
  it.each([
    [0, 'Unlimited'],
    [100, '100 GB'],
    [-1, 'Unlimited'],
  ])('data cap %s -> %s', (cap, label) => expect(dataLabel(cap)).toBe(label));

  it.each([
    ['plan_basic_monthly', 'monthly', 'GH₵ 50.00', '/month', null],
    ['plan_basic_monthly', 'yearly', 'GH₵ 500.00', '/year', 'Save 17%'],
    ['plan_standard_monthly', 'monthly', 'GH₵ 100.00', '/month', null],
    ['plan_standard_monthly', 'yearly', 'GH₵ 1,000.00', '/year', 'Save 17%'],
    ['plan_business_monthly', 'yearly', 'GH₵ 5,000.00', '/year', 'Save 17%'],
    ['skylink-home', 'yearly', 'GH₵ 9,350.00', '/year', 'Save 8%'],
  ] as const)('%s %s -> %s%s, %s', (id, cycle, amountText, period, savings) => {
    const summary = planSummary(plan(id), cycle);
    expect(summary).toMatchObject({ amountText, period, savings, cycle });
    expect(summary.amount).toBe(cycle === 'yearly' ? plan(id).priceYearly : plan(id).priceMonthly);
  });

  it('the packages page badge is computed with the savings formula from the four plans', () => {
    expect(plansOf('packages')).toHaveLength(4);
    expect(savingsUpToLabel(plansOf('packages'))).toBe('Save up to 17%');
    expect(savingsUpToLabel([{ ...plan('plan_basic_monthly'), priceYearly: 60000 }])).toBeNull();
    expect(savingsBadge({ priceMonthly: 10000, priceYearly: 96000 })).toBe('Save 20%');
  });
});

describe('what is owed, in pesewas (the server prices every payment with it)', () => {
  const standard = plan('plan_standard_monthly');

  it('is the monthly or yearly price', () => {
    expect(amountOwed(standard, 'monthly')).toBe(10000);
    expect(amountOwed(standard, 'yearly')).toBe(100000);
  });

  it.each([
    [1, 10000, 10000],
    [2, 10000, 20000],
    [3, 10000, 28500],
    [12, 10000, 114000],
    [12, 5000, 57000],
    [3, 8333, 23749], // 24,999 less 5%: 23,749.05, to the nearest pesewa
  ])('%s months of %s pesewas a month -> %s (5%% off from 3 months)', (months, monthly, total) =>
    expect(amountOwed({ priceMonthly: monthly, priceYearly: monthly * 10 }, 'monthly', months)).toBe(total),
  );

  it('ignores months for a yearly plan, which covers 12', () => {
    expect(amountOwed(standard, 'yearly', 3)).toBe(100000);
    expect(monthsCovered('yearly', 3)).toBe(12);
    expect(monthsCovered('monthly', 3)).toBe(3);
    expect(monthsCovered('monthly')).toBe(1);
  });
});

describe('email for payment', () => {
  it.each([
    ['', 'Please provide a valid email address'],
    ['   ', 'Please provide a valid email address'],
    ['ama', 'Please provide a valid email address'],
    [`${'a'.repeat(250)}@x.gh`, 'Email address is too long'],
    ['ama@example.com', null],
    [' ama@example.com ', null],
  ])('%j -> %s', (email, message) => expect(paymentEmailError(email)).toBe(message));
});

describe('mobile numbers and networks', () => {
  it.each([
    ['0551234987', true, '055 123 4987'],
    ['+233 55 123 4987', true, '055 123 4987'],
    ['055123498', false, '055123498'],
    ['1551234987', false, '1551234987'],
    ['', false, ''],
  ])('validate %j -> %s %s', (input, valid, formatted) => {
    const result = validateMobileNumber(input);
    expect(result.is_valid).toBe(valid);
    expect(result.formatted_number).toBe(formatted);
    expect(result.error_message).toBe(valid ? null : 'Please enter a valid 10-digit mobile number starting with 0');
  });

  it.each([
    ['0551234987', true, 0.95, 'MTN'],
    ['0241234567', true, 0.95, 'MTN'],
    ['0251234567', true, 0.6, 'MTN'],
    ['0531234567', true, 0.6, 'MTN'],
    ['0201234567', true, 0.95, 'VODAFONE'],
    ['0501234567', true, 0.95, 'VODAFONE'],
    ['0271234567', true, 0.95, 'AIRTELTIGO'],
    ['0571234567', true, 0.95, 'AIRTELTIGO'],
    ['0301234567', false, 0, null],
    ['05512', false, 0, null],
  ])('detect %s -> valid %s, confidence %s, %s', (input, valid, confidence, network) =>
    expect(detectNetwork(input)).toMatchObject({ is_valid: valid, confidence, detected_network: network }),
  );

  it.each([
    ['0551234987', 'Auto-detected: MTN | 055 123 4987'],
    ['020 123 4567', 'Auto-detected: Telecel | 020 123 4567'],
    ['0561234567', 'Auto-detected: AT (AirtelTigo) | 056 123 4567'],
    ['055123498', null], // 9 characters: not yet
    ['0251234567', null], // confidence 0.6 is not above 0.8
    ['0301234567', null], // unknown prefix
  ])('auto-detect %j -> %s', (input, message) => expect(autoDetectNetwork(input)?.message ?? null).toBe(message));

  it('names the wallet a payment was made with as it is called today', () => {
    expect(paymentMethodLabel('mobile_money', 'MTN')).toBe('MTN Mobile Money');
    expect(paymentMethodLabel('mobile_money', 'VODAFONE')).toBe('Telecel Cash');
    expect(paymentMethodLabel('mobile_money', 'AIRTELTIGO')).toBe('AT Money');
    expect(paymentMethodLabel('mobile_money', null)).toBe('Mobile Money');
    expect(paymentMethodLabel('card', 'MTN')).toBe('Card');
  });

  it('points AT Money customers to *110# when the prompt does not appear', () => {
    expect(approvalInstruction('AIRTELTIGO')).toBe(
      'Approve the payment on your AT (AirtelTigo) phone with your mobile money PIN. If no prompt appears, dial *110# to find and approve it.',
    );
  });

  it('masks numbers for receipts and the payments table, never showing a short fragment', () => {
    expect(maskPhone('0551234987')).toBe('055XXXX987');
    expect(maskPhone('+233 55 123 4987')).toBe('055XXXX987');
    expect(maskPhone('055123')).toBe('XXXX');
    expect(maskPhone('')).toBe('XXXX');
  });
});

describe('references and invoice numbers', () => {
  it('a reference is the product prefix, the timestamp and a random tail, as the contract reads it', () => {
    const ref = paymentReference(1_732_290_000_123, new Uint8Array([0x0a, 0xff, 0x00, 0x7b]));
    expect(ref).toBe('SKY-1732290000123-0AFF007B');
    expect(PAYMENT_REFERENCE_PATTERN.test(ref)).toBe(true);
    expect(paymentReference(1, new Uint8Array([1, 2, 3, 4]))).not.toBe(
      paymentReference(1, new Uint8Array([1, 2, 3, 5])),
    );
    expect(PAYMENT_REFERENCE_PATTERN.test('OTHER-1732290000123-0AFF007B')).toBe(false);
  });

  it.each([
    ['abcdef12-3456', Date.UTC(2026, 10, 22, 9, 0, 0, 123), 'INV-2026-11-ABCD-000123'],
    ['9f3x', Date.UTC(2026, 0, 5), `INV-2026-01-9F3X-${String(Date.UTC(2026, 0, 5)).slice(-6)}`],
    ['a-b', 1_700_000_123_456, 'INV-2023-11-AB-123456'],
    [
      'ab12cd34-0000-0000-0000-000000000000',
      Date.parse('2026-03-05T12:00:00.123Z'),
      `INV-2026-03-AB12-${String(Date.parse('2026-03-05T12:00:00.123Z')).slice(-6)}`,
    ],
  ])('invoice number of %s at %s -> %s', (id, ts, expected) => expect(invoiceNumber(id, ts)).toBe(expected));

  it('shows an invoice id as its last 8 characters', () => {
    expect(shortInvoiceId('inv_0123456789abcdef')).toBe('89abcdef');
  });
});

describe('paid-until (whole months on) and late fee', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', 1, '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00.000Z', 1, '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T00:00:00.000Z', 1, '2028-02-29T00:00:00.000Z'],
    ['2026-12-10T00:00:00.000Z', 1, '2027-01-10T00:00:00.000Z'],
    ['2026-11-21T09:00:00.000Z', 1, '2026-12-21T09:00:00.000Z'],
    ['2026-11-22T00:00:00.000Z', 12, '2027-11-22T00:00:00.000Z'],
    ['2028-02-29T00:00:00.000Z', 12, '2029-02-28T00:00:00.000Z'],
    ['2026-10-31T08:30:00.250Z', 4, '2027-02-28T08:30:00.250Z'],
  ] as const)('%s + %d months -> %s', (from, months, expected) =>
    expect(addMonths(new Date(from), months).toISOString()).toBe(expected),
  );

  it.each([
    [10000, 0, 0],
    [10000, -3, 0],
    [10000, 1, 200],
    [10000, 15, 200],
    [10000, 16, 500],
    [12345, 30, 617],
  ])('late fee on %s pesewas, %s days late -> %s', (amount, days, fee) => expect(lateFee(amount, days)).toBe(fee));
});

describe('client rate limiter (pure state)', () => {
  const t0 = Date.UTC(2026, 10, 22, 14, 0, 0);

  it.each([
    ['payment', 5, 10 * 60_000],
    ['mobile_money', 3, 15 * 60_000],
    ['api', 30, 5 * 60_000],
  ] as const)('%s: %s per 60 s, then blocked for %s ms', (kind, max, blockMs) => {
    const rule = RATE_LIMITS[kind];
    let state: RateLimitState = emptyRateLimit;
    for (let i = 0; i < max; i += 1) {
      const d = consumeRateLimit(state, rule, t0 + i);
      expect(d.allowed).toBe(true);
      state = d.state;
    }
    const refused = consumeRateLimit(state, rule, t0 + max);
    expect(refused.allowed).toBe(false);
    if (refused.allowed) return;
    expect(refused.retryAt).toBe(t0 + max + blockMs);
    expect(refused.message).toMatch(/^Rate limit exceeded\. Try again at \d\d:\d\d:\d\d GMT$/);
    // still blocked after the window, until the block ends
    expect(consumeRateLimit(refused.state, rule, t0 + 61_000).allowed).toBe(false);
    expect(consumeRateLimit(refused.state, rule, refused.retryAt).allowed).toBe(true);
  });

  it('the window slides: old counts stop counting after 60 s', () => {
    const rule = RATE_LIMITS.mobile_money;
    let state = emptyRateLimit;
    for (const t of [0, 1, 2]) state = consumeRateLimit(state, rule, t0 + t).state;
    expect(consumeRateLimit(state, rule, t0 + 60_000).allowed).toBe(true);
  });

  it('a payment success gives a count back; other kinds do not refund', () => {
    let state = emptyRateLimit;
    for (let i = 0; i < 5; i += 1) state = consumeRateLimit(state, RATE_LIMITS.payment, t0).state;
    state = refundRateLimit(state, RATE_LIMITS.payment);
    expect(consumeRateLimit(state, RATE_LIMITS.payment, t0).allowed).toBe(true);
    const mm = consumeRateLimit(emptyRateLimit, RATE_LIMITS.mobile_money, t0).state;
    expect(refundRateLimit(mm, RATE_LIMITS.mobile_money)).toBe(mm);
  });

  it('the message tells the time in Ghana (GMT)', () => {
    const d = consumeRateLimit({ hits: [], blockedUntil: Date.UTC(2026, 0, 1, 9, 5, 7) }, RATE_LIMITS.api, 0);
    expect(d.allowed ? '' : d.message).toBe('Rate limit exceeded. Try again at 09:05:07 GMT');
  });

  it('clock time is GMT wall-clock time, to the second, from a Date or milliseconds (midnight is 00)', () => {
    expect(clockTime(new Date('2026-11-21T09:05:07.900Z'))).toBe('09:05:07 GMT');
    expect(clockTime(Date.UTC(2026, 0, 1, 0, 0, 5))).toBe('00:00:05 GMT');
  });

  it('cleanup drops what has expired', () => {
    const rule = RATE_LIMITS.api;
    expect(cleanupRateLimit({ hits: [t0], blockedUntil: null }, rule, t0 + 60_000)).toBeNull();
    expect(cleanupRateLimit({ hits: [t0], blockedUntil: t0 + 10 }, rule, t0 + 5)).toEqual({
      hits: [t0],
      blockedUntil: t0 + 10,
    });
  });
});

describe('payment history circuit breaker (3 failures, 15 s, 2 successes)', () => {
  const rule = HISTORY_BREAKER;
  const t0 = Date.UTC(2026, 10, 22, 14, 0, 0);

  it('walks closed -> open -> half-open -> closed', () => {
    let s = closedBreaker;
    s = breakerFailure(s, rule, t0);
    s = breakerFailure(s, rule, t0);
    expect(s.status).toBe('closed');
    s = breakerFailure(s, rule, t0);
    expect(s).toMatchObject({ status: 'open', nextAttemptAt: t0 + 15_000 });
    const refused = breakerAllows(s, t0 + 14_999);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.message).toBe(
        'Payment service unavailable. Circuit breaker is open. Next attempt at 14:00:15 GMT',
      );
    }
    const probe = breakerAllows(s, t0 + 15_000);
    expect(probe).toMatchObject({ allowed: true, state: { status: 'half-open' } });
    s = breakerSuccess(probe.state, rule);
    expect(s.status).toBe('half-open');
    s = breakerSuccess(s, rule);
    expect(s).toEqual(closedBreaker);
  });

  it('a failure while half-open opens it again; a success while closed resets the count', () => {
    const half = { status: 'half-open', failures: 0, successes: 1, nextAttemptAt: null } as const;
    expect(breakerFailure(half, rule, t0)).toMatchObject({ status: 'open', nextAttemptAt: t0 + 15_000 });
    const two = breakerFailure(breakerFailure(closedBreaker, rule, t0), rule, t0);
    expect(breakerFailure(breakerSuccess(two, rule), rule, t0).status).toBe('closed');
    expect(breakerMessage(closedBreaker)).toContain('Circuit breaker is closed');
  });
});

describe('payment error box', () => {
  it.each([
    [
      { user_friendly_message: 'Insufficient funds', retry_suggested: true, support_contact: '0302 123 456' },
      'You can try again or contact support at 0302 123 456',
    ],
    [{ user_friendly_message: 'Declined', retry_suggested: false, support_contact: '0302 123 456' }, null],
    [{ user_friendly_message: 'Declined', retry_suggested: true }, null],
  ])('%j', (error, retryLine) =>
    expect(paymentErrorBox(error)).toEqual({ title: 'Payment Error', message: error.user_friendly_message, retryLine }),
  );
});

describe('callback parameters and verification', () => {
  it.each([
    ['?reference=SKYLINK-1-ABCDEF', { kind: 'paystack', reference: 'SKYLINK-1-ABCDEF' }],
    ['?trxref=SKYLINK-1-ABCDEF', { kind: 'paystack', reference: 'SKYLINK-1-ABCDEF' }],
    ['?trxref=A&reference=B', { kind: 'paystack', reference: 'B' }],
    [
      '?status=successful&tx_ref=T1&transaction_id=42',
      { kind: 'flutterwave', status: 'successful', txRef: 'T1', transactionId: '42' },
    ],
    ['?status=cancelled&tx_ref=T1', { kind: 'flutterwave', status: 'cancelled', txRef: 'T1', transactionId: null }],
    ['?status=successful&tx_ref=T1', { kind: 'invalid' }],
    ['?reference=', { kind: 'invalid' }],
    ['', { kind: 'invalid' }],
  ])('%s', (search, expected) => expect(parseCallbackParams(new URLSearchParams(search))).toEqual(expected));

  it.each([
    [{ status: true, data: { status: 'success' } }, true],
    [{ status: true, data: { status: 'failed' } }, false],
    [{ status: true, data: { status: 'abandoned' } }, false],
    [{ status: false, data: { status: 'success' } }, false],
    [{ status: true, data: null }, false],
  ])('paystack %j paid: %s', (verify, paid) => expect(isPaystackPaid(verify)).toBe(paid));

  const ok = { status: 'success', data: { status: 'successful', tx_ref: 'T1', amount: 100, currency: 'GHS' } };
  it.each([
    [ok, true],
    [{ ...ok, status: 'error' }, false],
    [{ ...ok, data: { ...ok.data, status: 'failed' } }, false],
    [{ ...ok, data: { ...ok.data, tx_ref: 'T2' } }, false],
    [{ ...ok, data: { ...ok.data, currency: 'NGN' } }, false],
    [{ ...ok, data: { ...ok.data, amount: 99.99 } }, false],
  ])('flutterwave %j paid: %s', (verify, paid) =>
    expect(isFlutterwavePaid(verify, { txRef: 'T1', amount: 100, currency: 'GHS' })).toBe(paid),
  );
});
