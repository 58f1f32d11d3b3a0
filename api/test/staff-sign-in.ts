import { Secret, TOTP } from 'otpauth';
import { STAFF_DEVICE_COOKIE, STAFF_SESSION_COOKIE } from '../src/contract/staff-accounts';
import { TEST_TOTP_SECRET, type TestApp } from './test-app';

/** The current 6-digit code of a base32 secret (one step ahead or behind with `offsetSteps`). */
export function totpCode(secret = TEST_TOTP_SECRET, offsetSteps = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSteps * 30_000 });
}

/** The value of a cookie the answer set, or null. */
export function setCookieValue(response: Response, name: string): string | null {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [key, ...rest] = (pair ?? '').split('=');
    if (key?.trim() === name) return rest.join('=');
  }
  return null;
}

export function setCookieLine(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

export const sessionOf = (response: Response) => setCookieValue(response, STAFF_SESSION_COOKIE);
export const trustedDeviceOf = (response: Response) => setCookieValue(response, STAFF_DEVICE_COOKIE);

export type SignedIn = { session: string; trustedDevice: string | null; body: unknown };

/**
 * Signs in through both steps as a browser would: the password, then (if asked) a code. Returns the
 * session cookie's value; throws when a step does not answer 200.
 */
export async function signInThroughApi(
  t: TestApp,
  input: { username: string; password: string; code?: string; trustDevice?: boolean; deviceCookie?: string },
): Promise<SignedIn> {
  const cookie = input.deviceCookie ? `${STAFF_DEVICE_COOKIE}=${input.deviceCookie}` : '';
  const first = await t.call('POST', '/api/auth/login', {
    body: { username: input.username, password: input.password },
    cookie,
  });
  if (first.status !== 200) throw new Error(`password step answered ${first.status}: ${await first.text()}`);
  const answer = (await first.json()) as { status: string; challenge?: string };
  if (answer.status === 'signed_in') {
    return { session: sessionOf(first) ?? '', trustedDevice: null, body: answer };
  }
  const second = await t.call('POST', '/api/auth/login/second-factor', {
    body: {
      challenge: answer.challenge,
      code: input.code ?? totpCode(),
      trust_device: input.trustDevice ?? false,
    },
    cookie: '',
  });
  if (second.status !== 200) throw new Error(`factor step answered ${second.status}: ${await second.text()}`);
  return {
    session: sessionOf(second) ?? '',
    trustedDevice: trustedDeviceOf(second),
    body: await second.json(),
  };
}
