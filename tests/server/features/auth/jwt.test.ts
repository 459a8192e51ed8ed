import { createSecretKey } from 'node:crypto';
import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { verifyHs256 } from '../../../../server/features/auth/tokens';

const secret = 'a-signing-key-of-forty-characters-000000';
const key = createSecretKey(Buffer.from(secret));
const claims = { sub: 'u', sid: 's', iss: 'skylink', iat: 1, exp: 2 };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('verifyHs256 (the bearer check, with Node HMAC)', () => {
  it('accepts what hono/jwt signs with HS256 and answers its payload', async () => {
    expect(verifyHs256(await sign(claims, secret, 'HS256'), key)).toEqual(claims);
  });

  it('refuses another key, a changed payload, another algorithm, alg none and malformed tokens', async () => {
    const token = await sign(claims, secret, 'HS256');
    const [head, , signature] = token.split('.');
    expect(verifyHs256(await sign(claims, `${secret}x`, 'HS256'), key)).toBeNull();
    expect(verifyHs256(`${head}.${b64({ ...claims, sub: 'admin' })}.${signature}`, key)).toBeNull();
    expect(verifyHs256(await sign(claims, secret, 'HS512'), key)).toBeNull();
    expect(verifyHs256(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`, key)).toBeNull();
    for (const bad of ['', 'a.b', 'a.b.c.d', `${token}x`, `${head}.!!.${signature}`]) {
      expect(verifyHs256(bad, key), bad).toBeNull();
    }
  });
});
