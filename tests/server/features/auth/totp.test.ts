import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  otpauthUri,
  totpCode,
} from '../../../../server/features/auth/totp';
import { testClock } from '../../harness';

// RFC 6238 appendix B: the SHA1 key is the ASCII "12345678901234567890", codes 8 digits long.
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');
const RFC_SECRET = base32Encode(RFC_KEY);
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238, HMAC-SHA1)', () => {
  it.each(RFC_VECTORS)('at %i s the code is %s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, new Date(seconds * 1000), 8)).toBe(code);
  });

  it('matches RFC 4226 appendix D for the first counters', () => {
    expect([0, 1, 2, 3].map((c) => hotp(RFC_KEY, c))).toEqual(['755224', '287082', '359152', '969429']);
  });

  it('base32 round-trips and reads what apps show (lower case, spaces)', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')?.equals(RFC_KEY)).toBe(true);
    expect(base32Decode('not base32!')).toBeUndefined();
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('accepts the current and the previous window, refuses older and later ones', () => {
    const clock = testClock('2026-11-21T09:00:10.000Z');
    const secret = newTotpSecret();
    const current = totpCode(secret, clock.now());
    expect(matchTotp(secret, current, clock.now(), null)).toBeDefined();
    clock.advance(30_000);
    expect(matchTotp(secret, current, clock.now(), null)).toBeDefined();
    clock.advance(30_000);
    expect(matchTotp(secret, current, clock.now(), null)).toBeUndefined();
    const next = totpCode(secret, new Date(clock.now().getTime() + 30_000));
    expect(matchTotp(secret, next, clock.now(), null)).toBeUndefined();
  });

  it('refuses a code whose window was already used (replay), and an earlier one after a later was used', () => {
    const clock = testClock('2026-11-21T09:00:40.000Z');
    const secret = newTotpSecret();
    const previous = totpCode(secret, new Date(clock.now().getTime() - 30_000));
    const current = totpCode(secret, clock.now());
    const used = matchTotp(secret, current, clock.now(), null);
    expect(used).toBeDefined();
    expect(matchTotp(secret, current, clock.now(), used ?? null)).toBeUndefined();
    expect(matchTotp(secret, previous, clock.now(), used ?? null)).toBeUndefined();
  });

  it('refuses what is not six digits', () => {
    const secret = newTotpSecret();
    const at = new Date('2026-11-21T09:00:00Z');
    expect(matchTotp(secret, `${totpCode(secret, at)}0`, at, null)).toBeUndefined();
    expect(matchTotp(secret, 'abcdef', at, null)).toBeUndefined();
  });

  it('writes the otpauth URI authenticator apps read', () => {
    const uri = new URL(otpauthUri('JBSWY3DPEHPK3PXP', 'Skylink GH', 'ama@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Skylink GH:ama@example.com');
    expect(uri.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(uri.searchParams.get('issuer')).toBe('Skylink GH');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });
});
