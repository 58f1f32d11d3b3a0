import { describe, expect, it } from 'vitest';
import { clientKeyOf, parseAddress, parseTrustProxy, resolveClient, TRUST_LOOPBACK } from './client-address';

const keyOf = (raw: string) => {
  const address = parseAddress(raw);
  return address ? clientKeyOf(address) : null;
};
const trust = (raw: string) => {
  const parsed = parseTrustProxy(raw);
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
};
const client = (peer: string | undefined, xff: string | undefined, trustProxy = TRUST_LOOPBACK) =>
  resolveClient(peer, xff, trustProxy)?.address ?? null;

describe('client keys', () => {
  it('keys IPv4 by address and IPv4-mapped IPv6 as the same IPv4 address', () => {
    expect(keyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(keyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(keyOf('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(keyOf('203.0.113.7:51234')).toBe('203.0.113.7');
  });

  it('keys IPv6 by its /64, however the address is spelled', () => {
    const key = '2001:db8:85a3:8d3::/64';
    expect(keyOf('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(key);
    expect(keyOf('2001:0DB8:85A3:08D3:0000:0000:0000:0001')).toBe(key);
    expect(keyOf('[2001:db8:85a3:8d3::1]:443')).toBe(key);
    expect(keyOf('2001:db8:85a3:8d3::ffff:1.2.3.4')).toBe(key);
    expect(keyOf('fe80::1%eth0')).toBe('fe80::/64');
    expect(keyOf('2001:db8::1')).toBe('2001:db8::/64');
    expect(keyOf('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(keyOf('2001:db8:85a3:8d4::1')).not.toBe(key);
  });

  it('gives one key to 18 addresses of one /64', () => {
    const keys = new Set(
      Array.from({ length: 18 }, (_, i) => keyOf(`2001:db8:1:2:${(i * 3001).toString(16)}:${i}::${i + 1}`)),
    );
    expect([...keys]).toEqual(['2001:db8:1:2::/64']);
  });

  it('refuses text that is not an address', () => {
    for (const raw of ['', 'unknown', '1.2.3', '2001:db8:::1', 'evil.example', '1.2.3.4.5']) {
      expect(parseAddress(raw)).toBeNull();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('reads a hop count or a list of addresses and CIDRs, and refuses anything else with a sentence', () => {
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5,2001:db8::/32')).toMatchObject({
      kind: 'addresses',
      description: '10.0.0.0/8,192.168.1.5,2001:db8::/32',
    });
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.0/8/1', 'proxy.local', '2001:db8::/129', ',', '99']) {
      expect(parseTrustProxy(bad)).toMatch(/^TRUST_PROXY /);
    }
  });
});

describe('resolving the client', () => {
  it('by default believes only a proxy on this machine (the shell)', () => {
    expect(client('127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(client('::ffff:127.0.0.1', '2001:db8::9')).toBe('2001:db8::9');
    expect(client('::1', '203.0.113.7')).toBe('203.0.113.7');
    // Someone on the internet sending the header is the client, whatever the header says.
    expect(client('198.51.100.9', '203.0.113.7')).toBe('198.51.100.9');
    expect(client('127.0.0.1', undefined)).toBe('127.0.0.1');
  });

  it('behind N proxies, takes the Nth address from the right; spoofed entries further left are ignored', () => {
    const two = trust('2');
    expect(client('10.0.0.2', '6.6.6.6, 203.0.113.7, 10.0.0.1', two)).toBe('203.0.113.7');
    expect(client('10.0.0.2', '203.0.113.7, 10.0.0.1', two)).toBe('203.0.113.7');
    // A shorter chain than configured: the furthest address there is.
    expect(client('10.0.0.2', '10.0.0.1', two)).toBe('10.0.0.1');
    expect(client('10.0.0.2', '6.6.6.6, 203.0.113.7', trust('1'))).toBe('203.0.113.7');
    expect(client('198.51.100.9', '6.6.6.6', trust('0'))).toBe('198.51.100.9');
  });

  it('behind listed proxies, walks from the right past trusted addresses only', () => {
    const listed = trust('10.0.0.0/8,192.168.1.5');
    expect(client('192.168.1.5', '6.6.6.6, 203.0.113.7, 10.1.2.3', listed)).toBe('203.0.113.7');
    expect(client('10.9.9.9', '::ffff:203.0.113.7', listed)).toBe('203.0.113.7');
    // A direct caller is not a listed proxy: its header is ignored.
    expect(client('203.0.113.50', '6.6.6.6', listed)).toBe('203.0.113.50');
    expect(client('192.168.1.6', '6.6.6.6', listed)).toBe('192.168.1.6');
    // Text where a proxy would have written an address ends the walk at the proxy that passed it on.
    expect(client('10.0.0.1', 'not-an-ip', listed)).toBe('10.0.0.1');
  });

  it('without a socket (app.request in tests), the header stands for the caller', () => {
    expect(client(undefined, '203.0.113.7')).toBe('203.0.113.7');
    expect(client(undefined, undefined)).toBeNull();
  });
});
