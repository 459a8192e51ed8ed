/**
 * SANDBOX_APPROVAL_DELAY_MS (server/config.ts) reaches the sandbox: its auto-answering test numbers
 * answer after the configured time, and after the sandbox's 4 s when it is not set. Time is the
 * sandbox's clock, moved by the test (no real waiting).
 */
import { describe, expect, it } from 'vitest';
import type { PaymentConfig } from '../../../server/config';
import { setupPayments } from '../../../server/features/billing/providers';
import { sandboxWith } from '../../../server/sandbox';

function sandboxAt(sandboxApprovalDelayMs: number | undefined) {
  let now = Date.parse('2026-11-26T10:00:00Z');
  const config: PaymentConfig = {
    provider: 'sandbox',
    baseUrl: 'https://api.paystack.co',
    customBaseUrl: false,
    ...(sandboxApprovalDelayMs === undefined ? {} : { sandboxApprovalDelayMs }),
  };
  const setup = setupPayments({
    config,
    production: false,
    publicUrl: 'http://localhost:3000',
    clock: () => new Date(now),
    deliverWebhook: async () => 200,
    sandbox: sandboxWith({ schedule: () => {} }),
  });
  const provider = setup.provider;
  if (!provider) throw new Error('the sandbox provider is set up outside production');
  return {
    provider,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

async function statusAfter(sandboxApprovalDelayMs: number | undefined, waits: number[]) {
  const { provider, advance } = sandboxAt(sandboxApprovalDelayMs);
  const reference = `SKY-DELAY-${sandboxApprovalDelayMs ?? 'default'}`;
  await provider.chargeMobileMoney({
    email: 'momo@example.com',
    amount: 10000,
    currency: 'GHS',
    reference,
    phone: '0241234987',
    provider: 'mtn',
  });
  const seen: string[] = [];
  for (const ms of waits) {
    advance(ms);
    seen.push((await provider.checkPendingCharge(reference))?.status ?? 'none');
  }
  return seen;
}

describe('the sandbox approval delay', () => {
  it('the configured delay decides when our delayed MTN number approves', async () => {
    expect(await statusAfter(400, [399, 1])).toEqual(['pending', 'success']);
  });

  it('without SANDBOX_APPROVAL_DELAY_MS the phone takes the sandbox default of 4 s', async () => {
    expect(await statusAfter(undefined, [400, 3599, 1])).toEqual(['pending', 'pending', 'success']);
  });
});
