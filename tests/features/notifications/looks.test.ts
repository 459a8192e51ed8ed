import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../../../src/features/notifications/contract';
import { notificationLook, withNotificationLook } from '../../../src/features/notifications/looks';

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
