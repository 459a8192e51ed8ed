/**
 * The password-less renewal link (docs/product-rules.md "Renewal links"): `<PUBLIC_URL>/renew/<token>`, where
 * the token names one subscription and one period (the paid-until the message was about) and is signed with
 * a key of its own, derived from the server's signing key. Short enough for the reminder's one SMS: 43
 * characters (the subscription's 16 bytes, the period's end in seconds, 12 bytes of HMAC-SHA256).
 *
 * The token holds no personal data and no expiry of its own: what it opens is decided from the subscription as
 * it stands (renewal.ts): due, already renewed, or ended (terminated: the link has expired).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { RENEWAL_TOKEN_PATTERN } from '../../../src/features/subscriptions/contract';

const ID_BYTES = 16;
const PERIOD_BYTES = 4;
const MAC_BYTES = 12;

export interface RenewalLinkClaim {
  subscriptionId: string;
  /** the paid-until the link is for, to the second */
  periodEnd: Date;
}

export interface RenewalLinks {
  token(claim: RenewalLinkClaim): Promise<string>;
  /** the claim of a token this server signed, or null (malformed, tampered, another key's) */
  read(token: string): Promise<RenewalLinkClaim | null>;
  /** `<publicUrl>/renew/<token>` */
  url(claim: RenewalLinkClaim): Promise<string>;
}

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** Renewal links signed with a key derived from `signingKey` (the server's token key: JWT_SECRET or its stored key). */
export function renewalLinks(signingKey: () => Promise<string>, publicUrl: string): RenewalLinks {
  let derived: Promise<Buffer> | undefined;
  const key = () => {
    derived ??= signingKey().then((secret) => createHmac('sha256', secret).update('renewal-link/v1').digest());
    return derived;
  };
  const mac = async (payload: Buffer) =>
    createHmac('sha256', await key())
      .update(payload)
      .digest()
      .subarray(0, MAC_BYTES);

  async function token({ subscriptionId, periodEnd }: RenewalLinkClaim): Promise<string> {
    const payload = Buffer.alloc(ID_BYTES + PERIOD_BYTES);
    uuidBytes(subscriptionId).copy(payload, 0);
    payload.writeUInt32BE(Math.floor(periodEnd.getTime() / 1000), ID_BYTES);
    return Buffer.concat([payload, await mac(payload)]).toString('base64url');
  }

  async function read(value: string): Promise<RenewalLinkClaim | null> {
    if (!RENEWAL_TOKEN_PATTERN.test(value)) return null;
    const bytes = Buffer.from(value, 'base64url');
    if (bytes.length !== ID_BYTES + PERIOD_BYTES + MAC_BYTES || bytes.toString('base64url') !== value) return null;
    const payload = bytes.subarray(0, ID_BYTES + PERIOD_BYTES);
    if (!timingSafeEqual(bytes.subarray(ID_BYTES + PERIOD_BYTES), await mac(payload))) return null;
    return {
      subscriptionId: uuidOf(payload.subarray(0, ID_BYTES)),
      periodEnd: new Date(payload.readUInt32BE(ID_BYTES) * 1000),
    };
  }

  return { token, read, url: async (claim) => `${publicUrl}/renew/${await token(claim)}` };
}
