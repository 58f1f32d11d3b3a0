import { BlockList, isIP } from 'node:net';

// Who is calling, as the real internet allows it to be known (docs/decisions/trusted-proxy-and-ipv6-keys.md).
// The socket's peer is the only address nobody can forge; X-Forwarded-For entries are believed only
// as far as configured proxies (TRUST_PROXY) vouch for them, read from the right, because every proxy
// appends what it saw and anything further left came from the client itself.

/** TRUST_PROXY: a number of proxy hops in front of the API, or the addresses/networks of the proxies. */
export type TrustProxy =
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; list: BlockList; description: string };

export type Address = { address: string; family: 4 | 6 };

/** The default: only a proxy on this machine (the shell's static server forwarding /api/*). */
export const TRUST_LOOPBACK: TrustProxy = (() => {
  const loopback = trustedAddresses(['127.0.0.0/8', '::1']);
  if (typeof loopback === 'string') throw new Error(loopback);
  return loopback;
})();

/**
 * Parses TRUST_PROXY: `1`, `2`... (hops from the right of X-Forwarded-For, the peer included as the
 * first) or a comma list of addresses and CIDRs. Returns an error sentence for anything else.
 */
export function parseTrustProxy(raw: string): TrustProxy | string {
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return hops <= 32 ? { kind: 'hops', hops } : `TRUST_PROXY hop count must be 0 to 32, got "${raw}"`;
  }
  return trustedAddresses(raw.split(','));
}

function trustedAddresses(entries: readonly string[]): TrustProxy | string {
  const list = new BlockList();
  const names: string[] = [];
  for (const entry of entries.map((part) => part.trim())) {
    if (!entry) continue;
    const [host = '', bits, extra] = entry.split('/');
    const parsed = parseAddress(host);
    const max = parsed?.family === 4 ? 32 : 128;
    const prefix = bits === undefined ? max : /^\d+$/.test(bits) ? Number(bits) : Number.NaN;
    if (!parsed || extra !== undefined || !(prefix >= 0 && prefix <= max)) {
      return `TRUST_PROXY must be a hop count (1, 2) or a comma list of addresses/CIDRs (10.0.0.0/8,192.168.1.5), got "${entry}"`;
    }
    list.addSubnet(parsed.address, prefix, parsed.family === 4 ? 'ipv4' : 'ipv6');
    names.push(entry);
  }
  if (names.length === 0) return 'TRUST_PROXY is empty: give a hop count or a list of addresses';
  return { kind: 'addresses', list, description: names.join(',') };
}

/**
 * One textual address, normalised: brackets, a port and an IPv6 zone are dropped, an IPv4-mapped
 * IPv6 address (`::ffff:1.2.3.4`) becomes IPv4, IPv6 is written in its canonical compressed form.
 * Null for anything that is not an address (a forged header may hold any text).
 */
export function parseAddress(raw: string): Address | null {
  let text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed?.[1]) text = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  text = text.replace(/%.*$/, '');
  const family = isIP(text);
  if (family === 4) return { address: text, family: 4 };
  if (family !== 6) return null;
  const hextets = expandIPv6(text);
  if (hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff) {
    const [hi = 0, lo = 0] = hextets.slice(6);
    return { address: `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`, family: 4 };
  }
  return { address: compressIPv6(hextets), family: 6 };
}

/**
 * The key a client's allowances are counted under: the IPv4 address, or the IPv6 /64. A household or
 * a server is routed a whole /64 and can pick a fresh address in it for every request.
 */
export function clientKeyOf(address: Address): string {
  if (address.family === 4) return address.address;
  const network = expandIPv6(address.address).slice(0, 4);
  return `${compressIPv6([...network, 0, 0, 0, 0])}/64`;
}

/**
 * The calling client's address. `peer` is the socket's remote address; without one (a test's
 * app.request) the header stands for the caller, as if a trusted proxy had sent it. Null when
 * nothing names a caller.
 */
export function resolveClient(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): Address | null {
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse();
  // Nearest hop first; null stands for a socket-less caller that is treated as a trusted proxy.
  const chain: (Address | null)[] = [peer === undefined ? null : parseAddress(peer)];
  for (const entry of forwarded) {
    const parsed = parseAddress(entry);
    // A trusted proxy always writes a real address: text here came from further left, so the
    // walk stops at the hop that passed it on.
    if (!parsed) break;
    chain.push(parsed);
  }
  if (peer !== undefined && chain[0] === null) return null;
  let index = 0;
  if (trust.kind === 'hops') {
    index = Math.min(trust.hops, chain.length - 1);
  } else {
    while (index < chain.length - 1 && isTrusted(chain[index] ?? null, trust.list)) index += 1;
  }
  return chain[index] ?? null;
}

function isTrusted(address: Address | null, list: BlockList): boolean {
  return address === null || list.check(address.address, address.family === 4 ? 'ipv4' : 'ipv6');
}

/** Eight 16-bit groups of a valid IPv6 address, a dotted IPv4 tail included. */
function expandIPv6(text: string): number[] {
  let body = text.toLowerCase();
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(body);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    body = `${body.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = body.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
}

/** RFC 5952: lowercase, no leading zeros, the longest run (two or more) of zero groups as `::`. */
function compressIPv6(hextets: readonly number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8; start += 1) {
    let length = 0;
    while (start + length < 8 && hextets[start + length] === 0) length += 1;
    if (length > bestLength) {
      bestStart = start;
      bestLength = length;
    }
  }
  const groups = hextets.map((h) => h.toString(16));
  if (bestStart === -1) return groups.join(':');
  const left = groups.slice(0, bestStart).join(':');
  const right = groups.slice(bestStart + bestLength).join(':');
  return `${left}::${right}`;
}
