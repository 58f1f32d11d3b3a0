import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { jwtSecretWeakness, staffPasswordWeakness } from './secret-strength';

describe('jwtSecretWeakness', () => {
  it('refuses short, repeated and placeholder secrets, saying why', () => {
    expect(jwtSecretWeakness('x')).toBe('shorter than 32 characters');
    expect(jwtSecretWeakness('Tr0ub4dor&3-but-only-31-chars!!')).toBe('shorter than 32 characters');
    expect(jwtSecretWeakness('x'.repeat(64))).toBe('one character or pattern repeated');
    expect(jwtSecretWeakness('abc123'.repeat(6))).toBe('one character or pattern repeated');
    expect(jwtSecretWeakness('aaaabbbbccccddddaaaabbbbccccdddd1')).toBe('one character or pattern repeated');
    expect(jwtSecretWeakness('my-super-secret-jwt-key-for-production')).toBe(
      'a placeholder phrase, not a random value',
    );
    expect(jwtSecretWeakness('please-CHANGE-ME-before-going-live-2026')).toBe(
      'a placeholder phrase, not a random value',
    );
    expect(jwtSecretWeakness('abcdefghijklmnopqrstuvwxyzabcdefghij')).toBe('a keyboard or counting run');
  });

  it('accepts random secrets in the usual encodings', () => {
    for (let i = 0; i < 200; i += 1) {
      expect(jwtSecretWeakness(randomBytes(48).toString('base64url'))).toBeNull();
      expect(jwtSecretWeakness(randomBytes(16).toString('hex'))).toBeNull();
    }
  });
});

describe('staffPasswordWeakness', () => {
  it('refuses passwords under 12 characters', () => {
    expect(staffPasswordWeakness('a')).toBe('fewer than 12 characters');
    expect(staffPasswordWeakness('k7#Qm2!vX9p')).toBe('fewer than 12 characters');
  });

  it('refuses well-known passwords dressed up with case, digits, symbols and leetspeak', () => {
    for (const password of [
      'password1234',
      'Password123!',
      'P@$$w0rd-2026!',
      'iloveyou2026',
      'AdminAdmin12',
      'admin-password',
      'Welcome-2026!',
      'letmein12345',
      'changeme-now!',
      'ParkingGarage1',
      'ambassador2026',
    ]) {
      expect(staffPasswordWeakness(password), password).toBe('a well-known password');
    }
  });

  it('refuses a repeated character, a repeated pattern and keyboard or counting runs', () => {
    for (const password of [
      'aaaaaaaaaaaa',
      '123123123123',
      'abcabcabcabc',
      '123456789012',
      '098765432109',
      'qwertyuiopas',
      'abcdefghijkl',
      '1qaz2wsx3edc',
    ]) {
      expect(staffPasswordWeakness(password), password).toBe(
        'one character or pattern repeated, or a keyboard run',
      );
    }
  });

  it('accepts passphrases and random passwords', () => {
    for (const password of [
      'correct horse battery staple',
      'k7#Qm2!vX9pL',
      'tortilla-mango-sunrise-47',
      randomBytes(12).toString('base64url'),
      'e2e-admin-password',
      'bench-ambassador-password',
    ]) {
      expect(staffPasswordWeakness(password), password).toBeNull();
    }
  });
});
