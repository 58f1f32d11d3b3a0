import { Secret, TOTP } from 'otpauth';

// A seeded account's first sign-in over HTTP, as a person does it: the password printed at first start,
// a new password, and (admins) a second factor. For tests that run a real server (the crash test, the
// e2e garages); the answer is what they need to act as that person afterwards.

export type SetUpStaff = {
  /** The `garage_staff=...` cookie of the session the set-up left signed in. */
  cookie: string;
  password: string;
  /** The enrolled authenticator secret (base32); null when no second factor was set up. */
  totpSecret: string | null;
};

export function totpCodeOf(secret: string, at = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });
}

function sessionCookie(response: Response): string {
  const line = response.headers.getSetCookie().find((each) => each.startsWith('garage_staff='));
  if (!line) throw new Error('no staff session cookie was set');
  return line.split(';')[0] ?? '';
}

async function expectOk(response: Response, step: string): Promise<Response> {
  if (!response.ok) throw new Error(`${step} answered ${response.status}: ${await response.text()}`);
  return response;
}

export async function setUpSeededStaff(
  base: string,
  input: { username: string; seededPassword: string; newPassword: string; secondFactor: boolean },
): Promise<SetUpStaff> {
  const json = { 'Content-Type': 'application/json' };
  const login = await expectOk(
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: input.username, password: input.seededPassword }),
    }),
    'sign-in',
  );
  const cookie = sessionCookie(login);
  const headers = { ...json, Cookie: cookie };
  await expectOk(
    await fetch(`${base}/api/auth/password`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ current_password: input.seededPassword, new_password: input.newPassword }),
    }),
    'new password',
  );
  if (!input.secondFactor) return { cookie, password: input.newPassword, totpSecret: null };
  const started = await expectOk(
    await fetch(`${base}/api/auth/totp`, { method: 'POST', headers }),
    'second factor',
  );
  const { secret } = (await started.json()) as { secret: string };
  await expectOk(
    await fetch(`${base}/api/auth/totp/confirm`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ code: totpCodeOf(secret) }),
    }),
    'second factor confirmation',
  );
  return { cookie, password: input.newPassword, totpSecret: secret };
}
