/** The client address behind trusted proxies, with Express's `trust proxy` semantics (proxy-addr). */
import { describe, expect, it } from 'vitest';
import { clientAddress, type ProxyTrust, proxyTrustTest } from '../../../server/http/proxy';

const addressOf = (trust: ProxyTrust, peer: string | undefined, forwarded?: string) =>
  clientAddress(peer, forwarded, proxyTrustTest(trust));

describe('hop counts: the socket peer is hop 0', () => {
  it('trusting nobody answers the socket peer', () => {
    expect(addressOf(false, '10.0.0.1', '203.0.113.1')).toBe('10.0.0.1');
    expect(addressOf(0, '10.0.0.1', '203.0.113.1')).toBe('10.0.0.1');
  });

  it('one proxy (1 or true) answers the right-most entry, whatever the client wrote before it', () => {
    expect(addressOf(1, '10.0.0.1', 'forged, 198.51.100.7')).toBe('198.51.100.7');
    expect(addressOf(true, '10.0.0.1', 'forged,198.51.100.7')).toBe('198.51.100.7');
  });

  it('two proxies answer the second entry from the right; a shorter chain answers its left-most entry', () => {
    expect(addressOf(2, '10.0.0.2', 'forged, 198.51.100.7, 10.0.0.1')).toBe('198.51.100.7');
    expect(addressOf(2, '10.0.0.2', '198.51.100.7')).toBe('198.51.100.7');
    expect(addressOf(2, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('empty entries are skipped, as the forwarded package does', () => {
    expect(addressOf(1, '10.0.0.1', 'forged, , 198.51.100.7 ,')).toBe('198.51.100.7');
  });
});

describe('address lists', () => {
  it('walks from the socket past trusted proxies to the first untrusted hop', () => {
    const trust = ['10.0.0.0/8', '2001:db8::/32'];
    expect(addressOf(trust, '10.1.2.3', 'forged, 198.51.100.7, 2001:db8::5')).toBe('198.51.100.7');
    expect(addressOf(trust, '::ffff:10.1.2.3', 'forged, 198.51.100.7')).toBe('198.51.100.7');
    // An untrusted socket is the client; every hop trusted leaves the left-most entry.
    expect(addressOf(trust, '192.0.2.1', 'forged, 198.51.100.7')).toBe('192.0.2.1');
    expect(addressOf(trust, '10.0.0.1', '10.0.0.9, 10.0.0.8')).toBe('10.0.0.9');
  });

  it('names loopback, linklocal and uniquelocal as Express does', () => {
    expect(addressOf(['loopback'], '::1', 'forged, 198.51.100.7')).toBe('198.51.100.7');
    expect(addressOf(['uniquelocal'], '172.20.0.1', 'forged, 198.51.100.7')).toBe('198.51.100.7');
    expect(addressOf(['linklocal'], '127.0.0.1', 'forged, 198.51.100.7')).toBe('127.0.0.1');
  });

  it('a hop that is not an address is never a trusted proxy', () => {
    expect(addressOf(['10.0.0.0/8'], '10.0.0.1', '198.51.100.7, not-an-ip')).toBe('not-an-ip');
  });
});
