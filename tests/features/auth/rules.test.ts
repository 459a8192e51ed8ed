/**
 * Longer than 300 lines: one describe per rule of src/features/auth/rules.ts, each with its edge cases.
 */
import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from '../../../src/features/auth/contract';
import { AUTH_MESSAGES, requiredMessage } from '../../../src/features/auth/messages';
import {
  dateOfBirthErrors,
  deriveUsername,
  emailErrors,
  emailSchema,
  firstMessage,
  forgotPasswordFormSchema,
  loginFormSchema,
  messagesByField,
  PASSWORD_MAX_LENGTH,
  passwordErrors,
  passwordSchema,
  phoneErrors,
  profilePictureErrors,
  profilePictureSchema,
  registrationFormSchema,
  registrationPayload,
  resetPasswordFormSchema,
  splitFullName,
  usernameCandidate,
  usernameErrors,
  usernameSchema,
  verificationLinkSchema,
} from '../../../src/features/auth/rules';

function failure(result: { success: boolean; error?: import('zod').ZodError }) {
  if (result.success || !result.error) throw new Error('expected a failed parse');
  return result.error;
}

describe('password rule', () => {
  it('answers only "Password is required" for an empty value', () => {
    expect(passwordErrors('')).toEqual(['Password is required']);
  });

  it('lists every failing message in order', () => {
    expect(passwordErrors('abc')).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
    expect(passwordErrors('ABCDEFGH')).toEqual([
      'Password must contain at least one lowercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
    expect(passwordErrors('        ')).toContain('Password must contain at least one special character');
  });

  it('accepts 8 and 128 characters, refuses 7 and 129', () => {
    expect(passwordErrors('Aa1!aaaa')).toEqual([]);
    expect(passwordErrors('Aa1!aaa')).toEqual(['Password must be at least 8 characters long']);
    const long = `Aa1!${'a'.repeat(PASSWORD_MAX_LENGTH - 4)}`;
    expect(passwordErrors(long)).toEqual([]);
    expect(passwordErrors(`${long}a`)).toEqual(['Password must be no more than 128 characters long']);
  });

  it('the schema carries the same messages, all of them (the reset screen joins them)', () => {
    const error = failure(passwordSchema().safeParse('abcdefgh'));
    expect(error.issues.map((i) => i.message).join(', ')).toBe(
      'Password must contain at least one uppercase letter, Password must contain at least one number, Password must contain at least one special character',
    );
    expect(passwordSchema().safeParse('Demo#Pass2026').success).toBe(true);
  });
});

describe('email, username, phone rules', () => {
  it('email: required, then a valid address; surrounding spaces are ignored', () => {
    expect(emailErrors('')).toEqual(['Email is required']);
    expect(emailErrors('   ')).toEqual(['Email is required']);
    for (const bad of [
      'ama',
      'ama@',
      '@example.com',
      'ama@example',
      'ama @example.com',
      'a@b..com',
      // what mailers read as several recipients, and spreadsheets as several cells
      'a;b@example.com',
      'a,b@example.com',
      '"a;b"@example.com',
      'Ama <ama@example.com>',
      `${'a'.repeat(65)}@example.com`,
    ]) {
      expect(emailErrors(bad), bad).toEqual(['Please enter a valid email address']);
    }
    expect(emailErrors(' ama.mensah+net@example.com.gh ')).toEqual([]);
    expect(emailSchema().parse('  a@b.co ')).toBe('a@b.co');
  });

  it('username: 3 to 30 of letters, digits, underscore, hyphen', () => {
    expect(usernameErrors('')).toEqual([requiredMessage('Username')]);
    expect(usernameErrors('ab')).toEqual(['Username must be at least 3 characters long']);
    expect(usernameErrors('a'.repeat(31))).toEqual(['Username must be no more than 30 characters long']);
    expect(usernameErrors('ama mensah')).toEqual([
      'Username can only contain letters, numbers, underscores, and hyphens',
    ]);
    expect(usernameErrors('Ama_Mensah-2')).toEqual([]);
    expect(usernameSchema().safeParse('a'.repeat(30)).success).toBe(true);
  });

  it('phone: optional; the shared Ghana rule (10 digits starting with 0, +233 converted)', () => {
    expect(phoneErrors('')).toEqual([]);
    for (const ok of ['0241234567', '+233 24 123 4567', '024-123-4567', '(024) 123 4567', '00233241234567']) {
      expect(phoneErrors(ok), ok).toEqual([]);
    }
    for (const bad of ['024123456', '123456789012345', '02412345a7', '1241234567']) {
      expect(phoneErrors(bad), bad).toEqual(['Please enter a valid phone number']);
    }
  });

  it("required-field text is '{field} is required'", () => {
    expect(requiredMessage('Phone')).toBe('Phone is required');
  });
});

describe('profile picture rule', () => {
  it('accepts PNG, JPEG, GIF and WebP up to 5 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) {
      expect(profilePictureErrors({ type, size: 5 * 1024 * 1024 })).toEqual([]);
    }
  });

  it('refuses other types and larger files with the product texts', () => {
    expect(profilePictureErrors({ type: 'application/pdf', size: 10 })).toEqual(['Please select a valid image file']);
    expect(profilePictureErrors({ type: 'image/svg+xml', size: 10 })).toEqual(['Please select a valid image file']);
    expect(profilePictureErrors({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toEqual([
      'Image file must be smaller than 5MB',
    ]);
    const error = failure(profilePictureSchema().safeParse({ type: 'text/plain', size: 6 * 1024 * 1024 }));
    expect(error.issues.map((i) => i.message)).toEqual([
      'Please select a valid image file',
      'Image file must be smaller than 5MB',
    ]);
  });
});

describe('deriveUsername', () => {
  it('lowercases the full name and removes whitespace', () => {
    expect(deriveUsername('Ama Mensah')).toBe('amamensah');
    expect(deriveUsername('  Kwame   Nkrumah\tBoateng ')).toBe('kwamenkrumahboateng');
  });

  it('also drops accents and characters the username rule refuses, and caps at 30', () => {
    expect(deriveUsername("Kofi O'Néil")).toBe('kofioneil');
    expect(deriveUsername('A'.repeat(40))).toHaveLength(30);
    expect(usernameErrors(deriveUsername('Nana Akua Adjei-Brown'))).toEqual([]);
  });

  it('usernameCandidate: the derived name first, then a number appended (padded for short names), within 30', () => {
    expect(usernameCandidate('efuamensah', 0)).toBe('efuamensah');
    expect(usernameCandidate('efuamensah', 1)).toBe('efuamensah2');
    expect(usernameCandidate('efuamensah', 9)).toBe('efuamensah10');
    expect(usernameCandidate('al', 0)).toBe('al1');
    expect(usernameCandidate('al', 1)).toBe('al2');
    expect(usernameCandidate('a', 0)).toBe('a01');
    expect(usernameCandidate('', 0)).toBe('user1');
    const long = 'a'.repeat(30);
    expect(usernameCandidate(long, 0)).toBe(long);
    expect(usernameCandidate(long, 1)).toBe(`${'a'.repeat(29)}2`);
    expect(usernameCandidate(long, 99)).toBe(`${'a'.repeat(27)}100`);
    for (const base of ['', 'a', 'al', 'efuamensah', long]) {
      for (const n of [0, 1, 5, 123]) expect(usernameErrors(usernameCandidate(base, n))).toEqual([]);
    }
  });

  it('splitFullName takes the first word as first name', () => {
    expect(splitFullName(' Abena  Owusu Sarpong ')).toEqual({ firstName: 'Abena', lastName: 'Owusu Sarpong' });
    expect(splitFullName('Madonna')).toEqual({ firstName: 'Madonna', lastName: '' });
  });
});

describe('form schemas', () => {
  it('are built once, on first use, and kept (the form machines call them on every submit)', () => {
    for (const schema of [loginFormSchema, registrationFormSchema, forgotPasswordFormSchema, resetPasswordFormSchema]) {
      expect(schema()).toBe(schema());
    }
    expect(emailSchema()).toBe(emailSchema());
  });

  it('login: email and password required', () => {
    const error = failure(loginFormSchema().safeParse({ email: ' ', password: '' }));
    expect(messagesByField(error)).toEqual({ email: ['Email is required'], password: ['Password is required'] });
    expect(loginFormSchema().parse({ email: ' demo@example.com ', password: 'x' })).toEqual({
      email: 'demo@example.com',
      password: 'x',
    });
  });

  it("signup: 'Please fill all fields' first, then 'Passwords do not match!'", () => {
    const empty = failure(
      registrationFormSchema().safeParse({ fullName: 'Ama', email: '', password: 'x', confirmPassword: 'x' }),
    );
    expect(empty.issues).toHaveLength(1);
    expect(firstMessage(empty)).toBe('Please fill all fields');
    expect(empty.issues[0]?.path).toEqual([]);

    const mismatch = failure(
      registrationFormSchema().safeParse({
        fullName: 'Ama Mensah',
        email: 'not-an-email',
        password: 'Demo#Pass2026',
        confirmPassword: 'Demo#Pass2025',
      }),
    );
    expect(mismatch.issues).toHaveLength(1);
    expect(messagesByField(mismatch)).toEqual({ confirmPassword: ['Passwords do not match!'] });
  });

  it('signup: the phone number is optional (never part of Please fill all fields), and a Ghana number when given', () => {
    const form = {
      fullName: 'Ama Mensah',
      email: 'ama@example.com',
      password: 'Demo#Pass2026',
      confirmPassword: 'Demo#Pass2026',
    };
    expect(registrationFormSchema().safeParse(form).success).toBe(true);
    expect(registrationFormSchema().safeParse({ ...form, phoneNumber: '  ' }).success).toBe(true);
    const bad = failure(registrationFormSchema().safeParse({ ...form, phoneNumber: '12345' }));
    expect(messagesByField(bad)).toEqual({ phoneNumber: ['Please enter a valid phone number'] });
    expect(registrationPayload({ ...form, phoneNumber: ' 0241234567 ' })).toMatchObject({ phone_number: '0241234567' });
    expect(registrationPayload({ ...form, phoneNumber: '' })).not.toHaveProperty('phone_number');
  });

  it('signup: then the email and password rules; the server chooses the username', () => {
    const error = failure(
      registrationFormSchema().safeParse({
        fullName: 'Al',
        email: 'nope',
        password: 'weakpass',
        confirmPassword: 'weakpass',
      }),
    );
    // 'Al' derives a username too short for the rule: the server pads it, the form says nothing
    expect(messagesByField(error)).toEqual({
      email: ['Please enter a valid email address'],
      password: [
        'Password must contain at least one uppercase letter',
        'Password must contain at least one number',
        'Password must contain at least one special character',
      ],
    });
    const ok = registrationFormSchema().parse({
      fullName: ' Ama Mensah ',
      email: 'ama@example.com ',
      password: 'Demo#Pass2026',
      confirmPassword: 'Demo#Pass2026',
    });
    expect(registrationPayload(ok)).toEqual({
      username: 'amamensah',
      name: 'Ama Mensah',
      email: 'ama@example.com',
      password: 'Demo#Pass2026',
    });
    expect(registerRequestSchema.safeParse(registrationPayload(ok)).success).toBe(true);
  });

  it('forgot: the email rule under the field', () => {
    expect(messagesByField(failure(forgotPasswordFormSchema().safeParse({ email: 'x' })))).toEqual({
      email: ['Please enter a valid email address'],
    });
  });

  it('reset: token required, password rule, confirmation must match', () => {
    const error = failure(
      resetPasswordFormSchema().safeParse({ token: '', newPassword: 'abc', confirmPassword: 'abd' }),
    );
    const byField = messagesByField(error);
    expect(byField.token).toEqual(['Invalid or missing reset token. Please request a new password reset.']);
    expect(byField.newPassword?.join(', ')).toBe(passwordErrors('abc').join(', '));
    expect(byField.confirmPassword).toEqual(['Passwords do not match']);
    expect(
      resetPasswordFormSchema().parse({
        token: ' t0k ',
        newPassword: 'Fresh#Pass2026',
        confirmPassword: 'Fresh#Pass2026',
      }),
    ).toEqual({ token: 't0k', newPassword: 'Fresh#Pass2026' });
    const blankConfirm = failure(
      resetPasswordFormSchema().safeParse({ token: 't', newPassword: 'Fresh#Pass2026', confirmPassword: '' }),
    );
    expect(messagesByField(blankConfirm)).toEqual({ confirmPassword: [AUTH_MESSAGES.confirmPasswordRequired] });
  });

  it('verification link: token and email both present', () => {
    const message = 'Invalid verification link. Please check your email for the correct link or request a new one.';
    for (const link of [
      { token: 'abc' },
      { email: 'a@b.co' },
      { token: null, email: null },
      { token: ' ', email: 'a@b.co' },
    ]) {
      expect(firstMessage(failure(verificationLinkSchema().safeParse(link)))).toBe(message);
    }
    expect(verificationLinkSchema().parse({ token: 'abc', email: 'a@b.co' })).toEqual({
      token: 'abc',
      email: 'a@b.co',
    });
  });
});

describe('date of birth rule', () => {
  it('date of birth: a real past date', () => {
    const today = new Date('2026-11-21T00:00:00Z');
    expect(dateOfBirthErrors('1994-03-06', today)).toEqual([]);
    for (const bad of ['1994-02-30', '2027-01-01', '06/03/1994', '1899-12-31', 'x1994-03-06', '1994-03-061']) {
      expect(dateOfBirthErrors(bad, today), bad).toEqual(['Please enter a valid date of birth']);
    }
    // what a date picker or a paste leaves around it is not the visitor's mistake
    expect(dateOfBirthErrors(' 1994-03-06 ', today)).toEqual([]);
  });
});

describe('what a person types around their details', () => {
  it('a phone number with spaces around it is accepted', () => {
    expect(phoneErrors('  0241234567  ')).toEqual([]);
    expect(phoneErrors('   ')).toEqual([]);
  });

  it('a name of only spaces splits into empty names, not a placeholder', () => {
    expect(splitFullName('   ')).toEqual({ firstName: '', lastName: '' });
    expect(splitFullName('  Ama   Serwaa Mensah ')).toEqual({ firstName: 'Ama', lastName: 'Serwaa Mensah' });
  });

  it('signup: a full name over 100 characters is refused on the name field', () => {
    const long = `Ama ${'Mensah'.repeat(17)}`;
    expect(long.length).toBeGreaterThan(100);
    const error = failure(
      registrationFormSchema().safeParse({
        fullName: long,
        email: 'ama@example.com',
        password: 'Demo#Pass2026',
        confirmPassword: 'Demo#Pass2026',
      }),
    );
    expect(messagesByField(error).fullName).toContain('Name must be no more than 100 characters long');
  });
});
