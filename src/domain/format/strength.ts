/**
 * Password strength bands for the strength meter (product rule: score 0-100; under 30 red "Weak",
 * 30-59 orange "Fair", 60-79 yellow "Good", 80 and above green "Strong"; nothing when empty).
 * The score itself comes from src/features/auth/passwordStrength.ts; this only maps it to a band.
 */
export type StrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong';
export type StrengthTone = 'red' | 'orange' | 'yellow' | 'green';

export interface StrengthBand {
  label: StrengthLabel;
  tone: StrengthTone;
  /** The score clamped to 0-100 and rounded, for the meter's value. */
  score: number;
}

export const STRENGTH_THRESHOLDS = { fair: 30, good: 60, strong: 80 } as const;

/** Map a score to its band; `null`/`undefined`/NaN (empty password) gives `null`: show nothing. */
export function strengthBand(score: number | null | undefined): StrengthBand | null {
  if (score === null || score === undefined || Number.isNaN(score)) return null;
  const clamped = Math.min(100, Math.max(0, score));
  const shown = Math.round(clamped);
  // The band follows the exact score (29.6 is still "below 30"); only the shown value is rounded.
  if (clamped < STRENGTH_THRESHOLDS.fair) return { label: 'Weak', tone: 'red', score: Math.min(shown, 29) };
  if (clamped < STRENGTH_THRESHOLDS.good) return { label: 'Fair', tone: 'orange', score: Math.min(shown, 59) };
  if (clamped < STRENGTH_THRESHOLDS.strong) return { label: 'Good', tone: 'yellow', score: Math.min(shown, 79) };
  return { label: 'Strong', tone: 'green', score: shown };
}
