import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../../../src/features/billing/contract';
import { notificationLook, statusLook, withNotificationLook } from '../../../src/features/billing/statusLooks';

describe('statusLook', () => {
  it('colours billing statuses per the product rule: paid green, failed red, others yellow', () => {
    expect(statusLook('paid')).toEqual({ label: 'Paid', tone: 'success', icon: 'check' });
    expect(statusLook('failed')).toEqual({ label: 'Failed', tone: 'danger', icon: 'cross' });
    for (const s of ['pending', 'overdue', 'cancelled', 'unpaid', 'processing']) {
      expect(statusLook(s).tone).toBe('warning');
    }
  });
  it('shows a success status as paid', () => {
    expect(statusLook('success')).toMatchObject({ label: 'Paid', tone: 'success' });
    expect(statusLook('SUCCEEDED').label).toBe('Paid');
  });
  it('colours subscription statuses: active green, grace orange, suspended and terminated red', () => {
    expect(statusLook('active').tone).toBe('success');
    expect(statusLook('grace_period')).toEqual({ label: 'Grace period', tone: 'attention', icon: 'clock' });
    expect(statusLook('suspended')).toEqual({ label: 'Suspended', tone: 'danger', icon: 'pause' });
    expect(statusLook('terminated').tone).toBe('danger');
  });
  it('shows a void invoice and an inactive account in grey', () => {
    expect(statusLook('void')).toEqual({ label: 'Void', tone: 'neutral', icon: 'dash' });
    expect(statusLook('inactive').tone).toBe('neutral');
  });
  it('shows an unknown status as its own words in yellow', () => {
    expect(statusLook('on_hold')).toEqual({ label: 'On hold', tone: 'warning', icon: 'dash' });
    expect(statusLook('').label).toBe('Unknown');
  });
});

describe('notificationLook', () => {
  it('follows the product rules colours, each with an icon', () => {
    expect(notificationLook('payment_success')).toEqual({
      tone: 'success',
      typeLabel: 'Payment successful',
      icon: 'success',
    });
    expect(notificationLook('service_active').tone).toBe('success');
    expect(notificationLook('payment_failed')).toEqual({ tone: 'danger', typeLabel: 'Payment failed', icon: 'error' });
    expect(notificationLook('payment_pending')).toEqual({
      tone: 'warning',
      typeLabel: 'Payment pending',
      icon: 'clock',
    });
    expect(notificationLook('service_expired')).toEqual({
      tone: 'attention',
      typeLabel: 'Service expired',
      icon: 'warning',
    });
  });
  it('names every type of the contract in words', () => {
    for (const type of NOTIFICATION_TYPES) expect(notificationLook(type).typeLabel).not.toBe('Notice');
  });
  it('shows a type it does not know as a blue Notice', () => {
    expect(notificationLook('anything else')).toEqual({ tone: 'info', typeLabel: 'Notice', icon: 'info' });
    expect(notificationLook('toString').typeLabel).toBe('Notice');
  });
  it('adds the look to a notification for the bell, keeping the rest', () => {
    const n = { id: 'n1', type: 'payment_failed', title: 'Payment failed', isRead: false };
    expect(withNotificationLook(n)).toEqual({ ...n, tone: 'danger', typeLabel: 'Payment failed', icon: 'error' });
  });
});
