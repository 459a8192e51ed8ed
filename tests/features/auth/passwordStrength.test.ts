import { describe, expect, it } from 'vitest';
import { passwordScore, passwordStrength } from '../../../src/features/auth/passwordStrength';

describe('passwordStrength', () => {
  it('shows nothing for an empty password', () => {
    expect(passwordScore('')).toBeNull();
    expect(passwordStrength('')).toBeNull();
  });

  it.each([
    ['abc', 'Weak', 'red'],
    ['abcdefghij', 'Weak', 'red'], // one character class
    ['Ab1!', 'Weak', 'red'], // under 8 characters
    ['abcdefgh1', 'Fair', 'orange'],
    ['Abcdefg1!', 'Good', 'yellow'],
    ['Demo#Pass2026', 'Strong', 'green'],
    ['Kw4me!Boateng#Accra', 'Strong', 'green'],
  ])('%s is %s (%s)', (password, label, tone) => {
    const strength = passwordStrength(password);
    expect(strength?.label).toBe(label);
    expect(strength?.tone).toBe(tone);
  });

  it('keeps the score within 0-100', () => {
    for (const password of ['a', 'A1!a'.repeat(40), '!!!!!!!!', 'Password1!']) {
      const score = passwordScore(password) ?? -1;
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
  });

  it('scores common passwords and heavy repetition lower than a varied one of the same length', () => {
    expect(passwordScore('Password12!!') ?? 0).toBeLessThan(passwordScore('Tkq7#mWz2rLx') ?? 0);
    expect(passwordScore('Aaaaaaaa1!!!') ?? 0).toBeLessThan(passwordScore('Tkq7#mWz2rLx') ?? 0);
  });

  it('grows with length and character variety', () => {
    expect(passwordScore('abcdefgh12') ?? 0).toBeLessThan(passwordScore('abcdefgH12') ?? 0);
    expect(passwordScore('Ab1!xyzw') ?? 0).toBeLessThan(passwordScore('Ab1!xyzwvutsrq') ?? 0);
  });
});
