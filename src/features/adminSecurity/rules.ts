/**
 * Pure rules of the console's Security and System Status sections: the reason check (the contract's
 * schema), the refresh period and how figures are written.
 */
import { reasonSchema } from './contract';

/** System Status refreshes itself this often (as the analytics dashboard does, billing §9). */
export const STATUS_REFRESH_MS = 30_000;

/** The reason's message when it breaks the rule, else null. */
export function reasonError(value: string): string | null {
  const parsed = reasonSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** '45 s', '12 min', '3 h 5 min', '2 d 4 h'. */
export function formatUptime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** '0.4 ms', '12 ms', '1.25 s'. */
export function formatMs(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  if (ms < 10) return `${Math.round(ms * 10) / 10} ms`;
  return `${Math.round(ms)} ms`;
}

/** A share (0..1) as a percentage with one decimal: '0.0%', '2.5%'. */
export function formatRate(rate: number): string {
  return `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;
}

/** Above this share of 5xx answers the error-rate tile turns to a warning (ours). */
export const ERROR_RATE_WARNING = 0.05;
