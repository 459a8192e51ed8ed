import { describe, expect, it } from 'vitest';
import { PAYMENT_EMAIL_MESSAGES, paymentEmailError } from '../../src/domain/format/email';

describe('paymentEmailError', () => {
  it.each(['ama@example.com', ' kofi.mensah@mail.example.gh '])('accepts %j', (email) => {
    expect(paymentEmailError(email)).toBeNull();
  });
  it.each(['', '   ', 'ama', 'ama@', '@example.com', 'ama@example', 'a b@example.com', null, undefined])(
    'refuses %j as invalid',
    (email) => {
      expect(paymentEmailError(email)).toBe(PAYMENT_EMAIL_MESSAGES.invalid);
    },
  );
  it('refuses more than 254 characters as too long', () => {
    const email = `${'a'.repeat(250)}@example.com`;
    expect(paymentEmailError(email)).toBe(PAYMENT_EMAIL_MESSAGES.tooLong);
    expect(paymentEmailError(`${'a'.repeat(242)}@example.com`)).toBeNull();
  });
});
