import { describe, expect, it } from 'vitest';
import { isEmailAddress, PAYMENT_EMAIL_MESSAGES, paymentEmailError } from '../../src/domain/format/email';
import { emailErrors } from '../../src/features/auth/rules';
import { contactInfoError } from '../../src/features/coverage/request';
import { accountFieldsSchema } from '../../src/features/settings/rules';
import { emailError as contactEmailError } from '../../src/features/site/rules';

/** 64 + 1 + 189 = 254 characters */
const LONGEST = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.gh`;

const GOOD = [
  'ama@example.com',
  'kofi.mensah@mail.example.gh',
  'ama.mensah+net@example.com.gh',
  "o'brien@example.ie",
  "!#$%&'*+/=?^_`{|}~-@example.com",
  'a@b.co',
  'Yaw.Boateng@Example.COM',
  'kwɛku@example.gh',
  'user@xn--bcher-kva.example',
  'user@sub-domain.example-host.com',
  'demo@example.com',
  'ops@example.com',
  'ama.1732000000000@example.com',
  LONGEST,
];

const BAD = [
  'a;b@example.com',
  'a,b@example.com',
  'victim@example.com;attacker@evil.example',
  'victim@example.com,attacker@evil.example',
  '<a@example.com>',
  'Ama <a@example.com>',
  '"a b"@example.com',
  '"a"@example.com',
  'a(comment)@example.com',
  'a[b]@example.com',
  'a\\b@example.com',
  'a:b@example.com',
  'a b@example.com',
  'a\tb@example.com',
  '.ama@example.com',
  'ama.@example.com',
  'a..b@example.com',
  'ama@example',
  'ama@',
  '@example.com',
  'ama',
  'a@b@example.com',
  'ama@example..com',
  'ama@.example.com',
  'ama@example.com.',
  'ama@-example.com',
  'ama@example-.com',
  'ama@exa_mple.com',
  'ama@[192.0.2.1]',
  'ama@example.com;',
  `${'a'.repeat(65)}@example.com`,
  `a@${'b'.repeat(64)}.com`,
];

describe('isEmailAddress: addresses as people type them (RFC 5321 dot-atom, no quotes or separators)', () => {
  it.each(GOOD)('accepts %j', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });
  it.each(BAD)('refuses %j', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });
  it('254 characters at most, 64 before the @', () => {
    expect(LONGEST).toHaveLength(254);
    expect(isEmailAddress(`a${LONGEST}`)).toBe(false);
  });
  it('every email rule of the product applies it (auth, payments, contact form, coverage contact, settings)', () => {
    for (const email of ['a;b@example.com', 'a,b@example.com']) {
      expect(emailErrors(email)).toEqual(['Please enter a valid email address']);
      expect(paymentEmailError(email)).toBe(PAYMENT_EMAIL_MESSAGES.invalid);
      expect(contactEmailError(email)).not.toBeNull();
      expect(contactInfoError(email)).not.toBeNull();
      expect(accountFieldsSchema.safeParse({ firstName: 'A', lastName: 'B', email, phone: '' }).success).toBe(false);
    }
    expect(emailErrors('ama@example.com')).toEqual([]);
    expect(contactEmailError('ama@example.com')).toBeNull();
    expect(contactInfoError('ama@example.com')).toBeNull();
  });
});

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
    expect(paymentEmailError(LONGEST)).toBeNull();
  });
});
