/** The remembered cookie choice in localStorage. Call only from effects (never at module scope or during render). */
/** What the visitor chose (the cookieConsent machine's `choice`). */
export interface StoredConsent {
  analytics: boolean;
}

export const CONSENT_STORAGE_KEY = 'skylink.cookieConsent';

export function readConsent(storage: Pick<Storage, 'getItem'>): StoredConsent | null {
  try {
    const raw = storage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as unknown;
    if (parsed && typeof parsed === 'object' && typeof (parsed as { analytics?: unknown }).analytics === 'boolean') {
      return { analytics: (parsed as { analytics: boolean }).analytics };
    }
    return null;
  } catch {
    return null;
  }
}

export function writeConsent(storage: Pick<Storage, 'setItem'>, choice: StoredConsent, now = new Date()): void {
  try {
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: choice.analytics, decidedAt: now.toISOString() }));
  } catch {
    // storage full or blocked: the choice holds for this visit only
  }
}
