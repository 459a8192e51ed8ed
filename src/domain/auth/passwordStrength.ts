/**
 * Password strength (spec §4, §5, §9): a score from 0 to 100 with the bands Weak (below 30),
 * Fair (below 60), Good (below 80) and Strong; nothing is shown while the field is empty.
 *
 * The spec gives the thresholds, not the formula. Ours rewards length (2 points per character,
 * up to 40) and variety (15 points for each of lowercase, uppercase, digit, special: up to 60),
 * then caps what the validation rules would reject anyway: under 8 characters or a single
 * character class stays Weak, and common passwords or heavy repetition lose points.
 */

export type StrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong';
/** Colour band (spec: under 30 red, 30-59 orange, 60-79 yellow, 80+ green). */
export type StrengthTone = 'red' | 'orange' | 'yellow' | 'green';

export interface PasswordStrength {
  /** 0 to 100 */
  score: number;
  label: StrengthLabel;
  tone: StrengthTone;
}

export const STRENGTH_THRESHOLDS = { fair: 30, good: 60, strong: 80 } as const;

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

/** The raw score, 0 to 100 (0 for an empty password). */
export function passwordScore(password: string): number {
  if (!password) return 0;
  const classes = CLASSES.filter((re) => re.test(password)).length;
  let score = Math.min(password.length, 20) * 2 + classes * 15;

  const lower = password.toLowerCase();
  if (COMMON.some((word) => lower.includes(word))) score -= 30;
  const unique = new Set(password).size;
  if (unique < password.length / 2) score -= 15;

  if (password.length < 8 || classes <= 1) score = Math.min(score, STRENGTH_THRESHOLDS.fair - 1);
  return Math.max(0, Math.min(100, Math.round(score)));
}

/** The band for a score. */
export function strengthBand(score: number): { label: StrengthLabel; tone: StrengthTone } {
  if (score < STRENGTH_THRESHOLDS.fair) return { label: 'Weak', tone: 'red' };
  if (score < STRENGTH_THRESHOLDS.good) return { label: 'Fair', tone: 'orange' };
  if (score < STRENGTH_THRESHOLDS.strong) return { label: 'Good', tone: 'yellow' };
  return { label: 'Strong', tone: 'green' };
}

/** Strength of a password, or null when the field is empty (the meter shows nothing). */
export function passwordStrength(password: string): PasswordStrength | null {
  if (!password) return null;
  const score = passwordScore(password);
  return { score, ...strengthBand(score) };
}
