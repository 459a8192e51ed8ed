/**
 * Password strength (docs/product-rules.md): a score from 0 to 100 with the bands Weak (below 30),
 * Fair (below 60), Good (below 80) and Strong; nothing is shown while the field is empty.
 *
 * The product rules gives the thresholds, not the formula. Ours rewards length (2 points per character,
 * up to 40) and variety (15 points for each of lowercase, uppercase, digit, special: up to 60),
 * then caps what the validation rules would reject anyway: under 8 characters or a single
 * character class stays Weak, and common passwords or heavy repetition lose points.
 */

import { STRENGTH_THRESHOLDS, type StrengthBand, strengthBand } from '../../domain/format/strength';

export type { StrengthBand, StrengthLabel, StrengthTone } from '../../domain/format/strength';
export { STRENGTH_THRESHOLDS, strengthBand };

/** A scored password: score 0-100 with its band (the bands live in src/domain/format/strength.ts). */
export type PasswordStrength = StrengthBand;

const COMMON = [
  'password',
  'passw0rd',
  'qwerty',
  '123456',
  '12345678',
  'letmein',
  'welcome',
  'admin',
  'iloveyou',
  'monkey',
  'abc123',
  'ghana',
];

const CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/];

/** The score, 0 to 100, or null for an empty password (the meter then shows nothing). */
export function passwordScore(password: string): number | null {
  if (!password) return null;
  const classes = CLASSES.filter((re) => re.test(password)).length;
  let score = Math.min(password.length, 20) * 2 + classes * 15;

  const lower = password.toLowerCase();
  if (COMMON.some((word) => lower.includes(word))) score -= 30;
  const unique = new Set(password).size;
  if (unique < password.length / 2) score -= 15;

  if (password.length < 8 || classes <= 1) score = Math.min(score, STRENGTH_THRESHOLDS.fair - 1);
  return Math.max(0, Math.min(100, Math.round(score)));
}

/** Strength of a password (score, label Weak/Fair/Good/Strong, colour tone), or null when empty. */
export function passwordStrength(password: string): PasswordStrength | null {
  return strengthBand(passwordScore(password));
}
