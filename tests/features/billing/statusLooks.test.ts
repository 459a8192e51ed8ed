import { describe, expect, it } from 'vitest';
import { statusLook } from '../../../src/features/billing/statusLooks';

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
