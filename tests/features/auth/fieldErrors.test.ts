import { describe, expect, it } from 'vitest';
import { pickErrors, summaryItems } from '../../../src/features/auth/fieldErrors';

describe('pickErrors', () => {
  it('keeps only the named fields with a message', () => {
    expect(
      pickErrors({ '': 'form', email: 'Email is required', password: '', extra: 'x' }, ['email', 'password']),
    ).toEqual({ email: 'Email is required' });
  });
});

describe('summaryItems', () => {
  it('lists errors in field order with the ids the screens give their inputs', () => {
    expect(
      summaryItems({ password: 'Password is required', email: 'Email is required' }, ['email', 'password'], 'login'),
    ).toEqual([
      { fieldId: 'login-email', message: 'Email is required' },
      { fieldId: 'login-password', message: 'Password is required' },
    ]);
  });

  it('is empty without errors', () => {
    expect(summaryItems({}, ['email'], 'login')).toEqual([]);
  });
});
