import { describe, expect, it } from 'vitest';
import { brand } from '../../../src/domain/brand';
import { findPlan } from '../../../src/domain/plans';
import {
  popupMetadata,
  popupPaymentRequest,
  TEST_PLAN_IDS,
  testPaymentRequest,
  toPopupCheckout,
} from '../../../src/features/billing/payments';

describe('popup metadata (spec §3 "Payment-request fields")', () => {
  it('carries plan id, name, description, user id, company, service type and the four custom fields', () => {
    const plan = findPlan('plan_basic_monthly');
    if (!plan) throw new Error('no plan');
    const metadata = popupMetadata(plan, { userId: 'user-42', company: brand.name, cycle: 'monthly' });
    expect(metadata).toEqual({
      plan_id: 'plan_basic_monthly',
      plan_name: plan.name,
      plan_description: plan.description,
      user_id: 'user-42',
      company: brand.name,
      service_type: 'satellite_internet',
      custom_fields: [
        { display_name: 'Package', variable_name: 'package', value: plan.name },
        { display_name: 'Speed', variable_name: 'speed', value: `${plan.speedMbps} Mbps` },
        {
          display_name: 'Data cap',
          variable_name: 'data_cap',
          value: plan.dataCapGb > 0 ? `${plan.dataCapGb} GB` : 'Unlimited',
        },
        { display_name: 'Billing cycle', variable_name: 'billing_cycle', value: 'Monthly' },
      ],
    });
  });

  it('a cap of 0 reads Unlimited; a yearly cycle reads Yearly', () => {
    const plan = { id: 'p', name: 'P', description: 'd', speedMbps: 50, dataCapGb: 0 };
    const fields = popupMetadata(plan, { userId: null, company: 'X', cycle: 'yearly' }).custom_fields;
    expect(fields.find((f) => f.variable_name === 'data_cap')?.value).toBe('Unlimited');
    expect(fields.find((f) => f.variable_name === 'billing_cycle')?.value).toBe('Yearly');
  });
});

describe('/payment-test sends the same popup metadata (spec: plans basic, pro, enterprise)', () => {
  it.each([
    ['basic', 'plan_basic_monthly'],
    ['pro', 'plan_premium_monthly'],
    ['enterprise', 'plan_business_monthly'],
  ] as const)('%s: popupMetadata of %s, monthly, the typed amount in pesewas, marked test_page', (plan, planId) => {
    const found = findPlan(planId);
    if (!found) throw new Error('no plan');
    const request = testPaymentRequest(plan, 50, { userId: 'user-7', company: brand.name });
    expect(TEST_PLAN_IDS[plan]).toBe(planId);
    expect(request).toEqual({
      plan_id: planId,
      billing_cycle: 'monthly',
      amount: 5000,
      metadata: {
        ...popupMetadata(found, { userId: 'user-7', company: brand.name, cycle: 'monthly' }),
        test_page: true,
      },
    });
    expect(Object.keys(request.metadata)).toEqual(
      expect.arrayContaining(['plan_id', 'plan_name', 'plan_description', 'user_id', 'custom_fields']),
    );
  });

  it('a typed amount with cents is sent as whole pesewas; signed out, the user id is null', () => {
    const request = testPaymentRequest('pro', 120.5, { userId: null, company: 'X' });
    expect(request.amount).toBe(12050);
    expect(request.metadata).toMatchObject({ user_id: null, company: 'X', plan_id: 'plan_premium_monthly' });
  });
});

describe('/payment asks the provider for a monthly checkout with the popup metadata', () => {
  it("a catalogue plan: its popupMetadata, the customer's email and id", () => {
    const plan = findPlan('skylink-home');
    if (!plan) throw new Error('no plan');
    expect(
      popupPaymentRequest('skylink-home', { userId: 'user-9', email: 'ama@example.com', company: brand.name }),
    ).toEqual({
      plan_id: 'skylink-home',
      billing_cycle: 'monthly',
      email: 'ama@example.com',
      metadata: popupMetadata(plan, { userId: 'user-9', company: brand.name, cycle: 'monthly' }),
    });
  });

  it('a plan missing from the catalogue sends its id only', () => {
    expect(popupPaymentRequest('plan_gone', { userId: null, company: brand.name }).metadata).toEqual({
      plan_id: 'plan_gone',
    });
  });

  it("the provider's answer becomes the checkout the popup opens", () => {
    expect(
      toPopupCheckout({
        public_key: 'pk_test_x',
        email: 'ama@example.com',
        amount: 10000,
        currency: 'GHS',
        reference: 'SKY-1',
        access_code: 'abc',
      }),
    ).toEqual({
      publicKey: 'pk_test_x',
      email: 'ama@example.com',
      amount: 10000,
      currency: 'GHS',
      reference: 'SKY-1',
      accessCode: 'abc',
    });
  });
});
