import { describe, expect, it } from 'vitest';
import { newTotpSecret, openTotpSecret, sealTotpSecret } from './totp';

const SERVER = 'a-server-secret-of-at-least-thirty-two-chars';

describe('sealed TOTP secrets', () => {
  it('open under the server secret they were sealed with', () => {
    const secret = newTotpSecret();
    expect(openTotpSecret(sealTotpSecret(secret, SERVER), SERVER)).toBe(secret);
  });

  it('open to nothing, never a crash, under a changed server secret or when damaged', () => {
    const sealed = sealTotpSecret(newTotpSecret(), SERVER);
    expect(openTotpSecret(sealed, `${SERVER}-rotated`)).toBeNull();
    expect(openTotpSecret(`${sealed.slice(0, -4)}AAAA`, SERVER)).toBeNull();
    expect(openTotpSecret('not-sealed', SERVER)).toBeNull();
  });
});
