import { describe, expect, it } from 'vitest';
import {
  AUTH_ERROR_CODES,
  authEndpoints,
  authErrorBodySchema,
  changePasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  tokenResponseSchema,
  updateProfileRequestSchema,
  userSchema,
} from '../../../src/features/auth/contract';
import { firstMessage, messagesByField } from '../../../src/features/auth/rules';

function failure(result: { success: boolean; error?: import('zod').ZodError }) {
  if (result.success || !result.error) throw new Error('expected a failed parse');
  return result.error;
}

describe('request schemas (the API contract)', () => {
  it("missing, null or blank fields answer 'Invalid request - fields empty'; wrong types name the field", () => {
    const missing = failure(registerRequestSchema.safeParse({ username: 'abc', password: 'Demo#Pass2026', name: 'A' }));
    expect(messagesByField(missing)).toEqual({ email: ['Invalid request - fields empty'] });
    const typed = failure(
      registerRequestSchema.safeParse({ username: 1, password: 'Demo#Pass2026', name: 'A', email: 'a@b.co' }),
    );
    expect(firstMessage(typed)).toBe('username must be a string');
    const blank = failure(
      changePasswordRequestSchema.safeParse({ current_password: '', new_password: 'Demo#Pass2026' }),
    );
    expect(firstMessage(blank)).toBe('Invalid request - fields empty');
  });

  it('login needs email or username plus password, and keeps the password untrimmed', () => {
    expect(firstMessage(failure(loginRequestSchema.safeParse({ password: 'x' })))).toBe(
      'Invalid request - fields empty',
    );
    expect(loginRequestSchema.parse({ username: ' demo ', password: ' pass ' })).toEqual({
      username: 'demo',
      password: ' pass ',
    });
  });

  it('update-profile: every field optional, null/"" clear phone and birth date, rules apply', () => {
    expect(updateProfileRequestSchema.parse({})).toEqual({});
    expect(updateProfileRequestSchema.parse({ phone_number: null, date_of_birth: '' })).toEqual({
      phone_number: null,
      date_of_birth: '',
    });
    expect(firstMessage(failure(updateProfileRequestSchema.safeParse({ phone_number: '123' })))).toBe(
      'Please enter a valid phone number',
    );
    expect(firstMessage(failure(updateProfileRequestSchema.safeParse({ first_name: '' })))).toBe(
      'First name is required',
    );
  });
});

describe('response schemas', () => {
  it('token response defaults expires_in to 3600 and the type to Bearer', () => {
    expect(tokenResponseSchema.parse({ access_token: 'a', refresh_token: 'r' })).toEqual({
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 3600,
      token_type: 'Bearer',
    });
    expect(tokenResponseSchema.safeParse({ access_token: '', refresh_token: 'r' }).success).toBe(false);
  });

  it('user record: what the server sends parses unchanged; the client is lenient with a missing field or an unknown role', () => {
    const record = {
      id: 'u1',
      email: 'a@b.co',
      username: 'ab',
      fullName: 'A B',
      firstName: 'A',
      lastName: 'B',
      role: 'user',
      isActive: true,
      isEmailVerified: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      lastLoginAt: null,
      twoFactorEnabled: false,
      phoneNumber: null,
      dateOfBirth: null,
      profilePicture: null,
    };
    expect(userSchema.parse(record)).toEqual(record);
    expect(userSchema.parse({ ...record, role: 'owner' }).role).toBe('user');
    const { profilePicture: _, ...withoutPicture } = record;
    expect(userSchema.parse(withoutPicture).profilePicture).toBeNull();
    expect(userSchema.safeParse({ ...record, email: undefined }).success).toBe(false);
  });
});

describe('error bodies', () => {
  it('carry error, message and a code from the enum; issues are optional', () => {
    const body = { error: 'User already exists', message: 'User already exists', code: 'user_exists' };
    expect(authErrorBodySchema.parse(body)).toEqual(body);
    expect(authErrorBodySchema.safeParse({ ...body, code: 'taken' }).success).toBe(false);
    expect(authErrorBodySchema.safeParse({ error: 'x', message: 'x' }).success).toBe(false);
  });

  it('every endpoint lists only codes of the enum, and the codes are unique', () => {
    expect(new Set(AUTH_ERROR_CODES).size).toBe(AUTH_ERROR_CODES.length);
    for (const endpoint of Object.values(authEndpoints)) {
      for (const code of endpoint.errors) expect(AUTH_ERROR_CODES).toContain(code);
    }
  });
});
