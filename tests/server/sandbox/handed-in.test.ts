/**
 * The sandbox is development-only code handed to the payments setup, never imported by it: without it a
 * server outside production takes no payments and says why; with it, the sandbox answers and its test
 * numbers are listed; in production a sandbox handed in is never used.
 */
import { describe, expect, it } from 'vitest';
import type { PaymentConfig } from '../../../server/config';
import { setupPayments } from '../../../server/features/billing/providers';
import { paystackSandbox } from '../../../server/sandbox';

const config: PaymentConfig = { provider: 'sandbox', baseUrl: 'https://api.paystack.co', customBaseUrl: false };
const base = {
  config,
  publicUrl: 'http://localhost:3000',
  clock: () => new Date('2026-12-04T10:00:00Z'),
  deliverWebhook: async () => 200,
};

describe('the payment sandbox is handed in', () => {
  it('without it, a server outside production takes no payments and names the reason', () => {
    const setup = setupPayments({ ...base, production: false });
    expect(setup.provider).toBeNull();
    expect(setup.sandboxRoutes).toBeNull();
    expect(setup.testNumbers).toEqual([]);
    expect(setup.unavailableReason).toMatch(/development-only .* not loaded: start the server with npm start/);
  });

  it('with it, the sandbox serves its routes and its test numbers and cards are listed', async () => {
    const setup = setupPayments({ ...base, production: false, sandbox: paystackSandbox });
    expect(setup.unavailableReason).toBeNull();
    expect(setup.testNumbers.map((n) => n.number)).toContain('0551234987');
    expect(setup.testCards.length).toBeGreaterThan(0);
    const page = await setup.sandboxRoutes?.request('/sandbox/phone');
    expect(page?.status).toBe(200);
  });

  it('in production a sandbox handed in is not used: live Paystack keys or nothing', () => {
    const setup = setupPayments({ ...base, production: true, sandbox: paystackSandbox });
    expect(setup.providerName).toBe('paystack');
    expect(setup.sandboxRoutes).toBeNull();
    expect(setup.testNumbers).toEqual([]);
    expect(setup.unavailableReason).toMatch(/live Paystack keys/);
  });
});
