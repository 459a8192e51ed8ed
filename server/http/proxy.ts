/**
 * Which address a request comes from, behind proxies we trust (TRUST_PROXY), with the semantics of
 * Express's `trust proxy` (proxy-addr): the hops are the socket's peer followed by the X-Forwarded-For
 * entries from right to left; walking them from the socket, the first hop that is not trusted is the
 * client. When every hop is trusted, the left-most entry is. An entry a client wrote in front of an
 * appending proxy is therefore never read while a trusted hop's own entry stands to its right.
 */
import { BlockList, isIP } from 'node:net';

/**
 * How far X-Forwarded-For is trusted: `false` (none: the socket's peer is the client), a hop count (the
 * socket's peer is hop 0, so `1` means one proxy in front of us: the right-most entry is the client;
 * `true` is one proxy), or the addresses and CIDR ranges of our proxies (IPv4 and IPv6, and Express's
 * names `loopback`, `linklocal`, `uniquelocal`).
 */
export type ProxyTrust = boolean | number | readonly string[];

const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** At most this many hops (a deeper chain of our own proxies is a typo). */
export const MAX_PROXY_HOPS = 32;

export const TRUST_PROXY_HELP =
  'TRUST_PROXY must be false, true (one proxy), a hop count (1, 2, ...) or a comma-separated list of proxy addresses and CIDR ranges (e.g. 10.0.0.0/8,2001:db8::/32, loopback)';

/** One proxy address or range as [network, prefix, family]; undefined when it is not one. */
function rangeOf(text: string): [string, number, 'ipv4' | 'ipv6'] | undefined {
  const [address = '', prefix, extra] = text.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return undefined;
  const full = version === 4 ? 32 : 128;
  if (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) return undefined;
  const bits = prefix === undefined ? full : Number(prefix);
  if (bits > full) return undefined;
  return [address, bits, version === 4 ? 'ipv4' : 'ipv6'];
}

/**
 * Read TRUST_PROXY: unset, empty, `false` or `0` trust nobody; `true` is one proxy; digits are a hop
 * count; anything else must be a list of addresses, CIDR ranges or range names. Throws the problem.
 */
export function parseProxyTrust(value: string | undefined): ProxyTrust {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_PROXY_HOPS) throw new Error(`${TRUST_PROXY_HELP}; ${text} hops is more than ${MAX_PROXY_HOPS}`);
    return hops;
  }
  const items = text.split(',').map((item) => item.trim());
  for (const item of items) {
    if (!(item in NAMED_RANGES) && !rangeOf(item)) {
      throw new Error(`${TRUST_PROXY_HELP}; '${item}' is not an IP address, a CIDR range or a range name`);
    }
  }
  return items;
}

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`, what a dual-stack socket reports) as IPv4. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** Is this hop (at `index`, the socket's peer being 0) one of our proxies? */
export function proxyTrustTest(trust: ProxyTrust): (address: string, index: number) => boolean {
  if (trust === false || trust === true || typeof trust === 'number') {
    const hops = trust === true ? 1 : trust === false ? 0 : trust;
    return (_address, index) => index < hops;
  }
  const list = new BlockList();
  for (const item of trust) {
    for (const range of NAMED_RANGES[item] ?? [item]) {
      const parsed = rangeOf(range);
      if (parsed) list.addSubnet(...parsed);
    }
  }
  return (address) => {
    const plain = plainAddress(address);
    const version = isIP(plain);
    if (version === 0) return false;
    return list.check(plain, version === 4 ? 'ipv4' : 'ipv6');
  };
}

/** The X-Forwarded-For entries, left to right, empty ones left out (as the `forwarded` package reads them). */
export function forwardedFor(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * The client's address: walking from the socket's peer through the X-Forwarded-For entries right to left,
 * the first hop that is not trusted, else the left-most entry.
 */
export function clientAddress(
  peer: string | undefined,
  forwarded: string | undefined,
  trusted: (address: string, index: number) => boolean,
): string {
  const hops = [peer ?? 'unknown', ...forwardedFor(forwarded).reverse()];
  for (let i = 0; i < hops.length - 1; i += 1) {
    if (!trusted(hops[i] ?? '', i)) return hops[i] ?? 'unknown';
  }
  return hops[hops.length - 1] ?? 'unknown';
}
