/** The mobile money machine's test fixtures, shared by its two test files: the plan paid for and a payment. */
import { findPlan } from '../../../src/domain/plans';
import { failureCodeOfStatus } from '../../../src/features/billing/lifecycle';
import type { MobilePayment } from '../../../src/features/billing/mobileMoneyPayment.machine';

const plan = findPlan('plan_standard_monthly');
if (!plan) throw new Error('catalogue');
export const standard = plan;

export const payment = (status: MobilePayment['status'], extra: Partial<MobilePayment> = {}): MobilePayment => ({
  id: 'pay_1',
  reference: 'SKY-1-ABCDEF',
  status,
  amount: 10000,
  network: 'MTN',
  display_text: 'Please complete authorization process on your mobile phone',
  awaiting_otp: false,
  failure_reason: null,
  failure_code: failureCodeOfStatus(status),
  service: null,
  ...extra,
});
