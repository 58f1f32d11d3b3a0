import { describe, expect, it } from 'vitest';
import { signStaffToken } from '../lib/staff-token';
import { decodeExpiry, decodeRole, decodeTokenClaims } from './token-claims';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const fakeToken = (payload: unknown) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.sig`;

describe('decodeRole / decodeTokenClaims', () => {
  it('reads role and exp from a real token without verifying it', async () => {
    const now = new Date('2025-06-01T12:00:00Z');
    const token = await signStaffToken({ username: 'amb', role: 'ambassador' }, 'secret', now);
    expect(decodeRole(token)).toBe('ambassador');
    expect(decodeExpiry(token)).toBe(now.getTime() / 1000 + 12 * 3600);
  });

  it('handles base64url payloads with multi-byte characters', () => {
    expect(decodeTokenClaims(fakeToken({ role: 'admin', name: 'José ✓', exp: 10 }))).toEqual({
      role: 'admin',
      exp: 10,
    });
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['not a jwt', 'abc'],
    ['garbage payload', 'a.%%%.c'],
    ['non-JSON payload', `a.${Buffer.from('hello').toString('base64url')}.c`],
    ['array payload', fakeToken([1, 2])],
  ])('returns null for %s tokens', (_label, token) => {
    expect(decodeRole(token)).toBeNull();
    expect(decodeTokenClaims(token)).toBeNull();
  });

  it('returns a null role when the claim is missing or not a known role', () => {
    expect(decodeRole(fakeToken({ sub: 'x' }))).toBeNull();
    expect(decodeRole(fakeToken({ role: 'root' }))).toBeNull();
    expect(decodeExpiry(fakeToken({ role: 'admin' }))).toBeNull();
  });
});
