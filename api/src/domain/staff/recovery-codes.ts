import { createHash, randomInt } from 'node:crypto';

// Ten single-use codes for a lost phone. Each is 10 characters from an alphabet without look-alikes
// (about 50 bits), shown once as `xxxxx-xxxxx`; only a SHA-256 is stored, the codes being random.

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What is stored and compared: case, spaces and the dash do not matter to the person typing it. */
export function recoveryCodeHash(code: string): string {
  const normalised = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  return createHash('sha256').update(`staff-recovery:${normalised}`).digest('hex');
}
