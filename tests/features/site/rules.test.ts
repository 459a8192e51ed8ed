/** The contact forms' rules as a visitor meets them: what each field accepts, refuses and says. */
import { describe, expect, it } from 'vitest';
import {
  CONTACT_LIMITS,
  type ContactValues,
  contactErrors,
  contactMailBody,
  emailError,
  emptyContactValues,
  isServiceType,
  isValidPhone,
  phoneError,
  textError,
} from '../../../src/features/site/rules';

const valid = (kind: 'home' | 'contact', changes: Partial<ContactValues> = {}): ContactValues => ({
  ...emptyContactValues(kind),
  name: 'Efua Mensah',
  email: 'efua@example.com',
  phone: kind === 'contact' ? '024 123 4567' : '',
  subject: kind === 'home' ? 'billing' : 'Moving house',
  message: 'Can I move my plan to Kumasi?',
  ...changes,
});

describe('phone numbers (10 to 15 digits; spaces, dashes, dots, brackets and a leading + allowed)', () => {
  it.each(['0241234567', '  0241234567  ', '+233 24 123 4567', '(024) 123-4567', '024.123.4567', '123456789012345'])(
    'accepts %j',
    (phone) => {
      expect(isValidPhone(phone)).toBe(true);
    },
  );

  it.each([
    '024123456', // 9 digits
    '1234567890123456', // 16 digits
    'call 0241234567', // words before
    '0241234567 ext', // words after
    '0241234567+', // + only at the start
    '',
  ])('refuses %j', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });

  it('optional on the home page, required on the contact page, with the spec texts', () => {
    expect(phoneError('   ', false)).toBeNull();
    expect(phoneError('   ', true)).toBe('Phone is required');
    expect(phoneError(' 0241234567 ', true)).toBeNull();
    expect(phoneError('12345', false)).toBe('Please enter a valid phone number');
  });
});

describe('text fields', () => {
  it('required, then no control characters, then at most the limit (surrounding spaces ignored)', () => {
    expect(textError('   ', 'Name', 'Name is required', 5)).toBe('Name is required');
    expect(textError('   ', 'Company', null, 5)).toBeNull();
    expect(textError('ab\u0007c', 'Name', 'Name is required', 5)).toBe(
      'This field contains characters that are not allowed',
    );
    expect(textError('  abcde  ', 'Name', 'Name is required', 5)).toBeNull();
    expect(textError('abcdef', 'Name', 'Name is required', 5)).toBe('Name must be at most 5 characters');
  });
});

describe('the email field', () => {
  it('required, then an address, at most 254 characters; surrounding spaces ignored', () => {
    expect(emailError('  ')).toBe('Email is required');
    expect(emailError('  efua@example.com  ')).toBeNull();
    expect(emailError('efua@')).toBe('Please enter a valid email address');
    expect(emailError('a;b@example.com')).toBe('Please enter a valid email address');
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.gh`;
    expect(longest).toHaveLength(CONTACT_LIMITS.email);
    expect(emailError(longest)).toBeNull();
    expect(emailError(`${longest}h`)).toBe('Please enter a valid email address');
  });
});

describe('the whole form', () => {
  it('a valid form has no errors; each broken field names only itself', () => {
    expect(contactErrors('home', valid('home'))).toBeNull();
    expect(contactErrors('contact', valid('contact'))).toBeNull();
    expect(contactErrors('home', valid('home', { subject: 'Moving house' }))).toEqual({
      subject: 'Subject is required',
    });
    expect(contactErrors('contact', valid('contact', { serviceType: 'gold' }))).toEqual({
      serviceType: 'Please choose a service type',
    });
    expect(contactErrors('contact', valid('contact', { phone: '' }))).toEqual({ phone: 'Phone is required' });
  });

  it('knows the service types', () => {
    expect(isServiceType('business')).toBe(true);
    expect(isServiceType('gold')).toBe(false);
    expect(isServiceType('')).toBe(false);
  });
});

describe('the mail a message becomes', () => {
  it('says what was left out instead of leaving it blank', () => {
    const body = contactMailBody(valid('home', { phone: '  ', company: '' }));
    expect(body).toContain('Phone: Not provided');
    expect(body).toContain('Company: Not provided');
    expect(body).toContain('Service Type: Not specified');
    expect(body).toContain('Subject: Billing Question');
    expect(contactMailBody(valid('contact', { serviceType: 'student' }))).toContain('Service Type: Student');
  });
});
