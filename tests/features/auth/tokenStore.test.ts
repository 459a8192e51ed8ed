import { describe, expect, it } from 'vitest';
import type { User } from '../../../src/features/auth/contract';
import type { TokenSet } from '../../../src/features/auth/session';
import { createTokenStore, STORAGE_KEYS } from '../../../src/features/auth/tokenStore';
import { MemoryStorage } from '../../services/fakes';

const now = 1_800_000_000_000;
const user = {
  id: '1',
  email: 'demo@example.com',
  fullName: 'Ama Mensah',
  role: 'user',
  isEmailVerified: true,
} as unknown as User;
const tokens = (refreshToken: string | null, minutes = 60): TokenSet => ({
  accessToken: 'a',
  refreshToken,
  expiresAt: now + minutes * 60_000,
  tokenType: 'Bearer',
});

function setup() {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  return { local, session, store: createTokenStore(local, session) };
}

describe('token store', () => {
  it('keeps the session in localStorage with remember me, else sessionStorage', () => {
    const a = setup();
    a.store.save({ tokens: tokens('r'), user }, true);
    expect(a.local.getItem(STORAGE_KEYS.tokens)).not.toBeNull();
    expect(a.session.length).toBe(0);
    const b = setup();
    b.store.save({ tokens: tokens('r'), user }, false);
    expect(b.session.getItem(STORAGE_KEYS.tokens)).not.toBeNull();
    expect(b.local.length).toBe(0);
    expect(b.store.getTokens()).toEqual(tokens('r'));
    expect(b.store.getUser()?.email).toBe('demo@example.com');
    expect(b.store.getAccessToken()).toBe('a');
  });

  it('restores with an unexpired access token or a refresh token, and a user', () => {
    const { store } = setup();
    store.save({ tokens: tokens(null, 10), user }, true);
    expect(store.restorable(now)).not.toBeNull();
    store.save({ tokens: tokens('r', -10), user }, true);
    expect(store.restorable(now)).not.toBeNull();
    store.save({ tokens: tokens(null, -10), user }, true);
    expect(store.restorable(now)).toBeNull();
  });

  it('ignores unreadable stored values', () => {
    const { local, store } = setup();
    local.setItem(STORAGE_KEYS.tokens, '{not json');
    local.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    expect(store.getTokens()).toBeNull();
    expect(store.restorable(now)).toBeNull();
  });

  it('saves refreshed tokens where the session lives', () => {
    const { local, session, store } = setup();
    store.save({ tokens: tokens('r'), user }, true);
    store.saveTokens(tokens('r2'));
    expect(JSON.parse(local.getItem(STORAGE_KEYS.tokens) ?? '{}').refreshToken).toBe('r2');
    expect(session.length).toBe(0);
  });

  it('logout clears auth, notification and payment data and all session storage, nothing else', () => {
    const { local, session, store } = setup();
    store.save({ tokens: tokens('r'), user }, true);
    local.setItem('skylink.notifications.u1', '[]');
    local.setItem('skylink.payment.pending', '{}');
    local.setItem('skylink.theme', 'dark');
    session.setItem('anything', '1');
    store.clearAll();
    expect(local.getItem('skylink.theme')).toBe('dark');
    expect(local.length).toBe(1);
    expect(session.length).toBe(0);
  });
});
