import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type BrowserContext, request } from '@playwright/test';
import { setUpSeededStaff, totpCodeOf } from '../../api/test/set-up-staff';
import { dataDir } from './app';

// The garage of a test run starts with the two seeded staff accounts, whose printed passwords must be
// replaced at first sign-in (and the admin must enrol a second factor). The first test that needs a
// staff member does that once through the API and keeps the result in the run's data folder; the
// admin's browser contexts then carry a trusted-device cookie, so the sign-in form asks no code.
// e2e/staff-accounts.spec.ts signs in with codes itself.

export type StaffRole = 'admin' | 'ambassador';

/** What playwright.config.ts seeds the garage with. */
export const SEEDED_PASSWORDS: Record<StaffRole, string> = {
  admin: 'e2e-admin-password',
  ambassador: 'e2e-ambassador-password',
};
/** What each seeded person chooses at their first sign-in (the policy refuses the seeded ones' like). */
export const staffPasswords: Record<StaffRole, string> = {
  admin: 'copper lantern orbits quietly',
  ambassador: 'velvet harbor sings at noon',
};

export const appOrigin = () => `http://localhost:${process.env.SHELL_PORT ?? '3000'}`;

type StaffState = { totpSecret: string | null; trustedDevice: string | null };
const stateFile = () => path.join(dataDir(), 'e2e-staff.json');

function readState(): Partial<Record<StaffRole, StaffState>> {
  return existsSync(stateFile()) ? (JSON.parse(readFileSync(stateFile(), 'utf8')) as never) : {};
}

/** Sets the seeded person up on first use; later calls read what that left. */
export async function staffState(role: StaffRole): Promise<StaffState> {
  const known = readState()[role];
  if (known) return known;
  const staff = await setUpSeededStaff(appOrigin(), {
    username: role,
    seededPassword: SEEDED_PASSWORDS[role],
    newPassword: staffPasswords[role],
    secondFactor: role === 'admin',
  });
  let trustedDevice: string | null = null;
  if (staff.totpSecret) {
    // The enrolment spent this step's code: the next step's is accepted (one step of clock drift).
    trustedDevice = await trustThisDevice(role, totpCodeOf(staff.totpSecret, Date.now() + 30_000));
  }
  const state = { totpSecret: staff.totpSecret, trustedDevice };
  writeFileSync(stateFile(), JSON.stringify({ ...readState(), [role]: state }, null, 2));
  return state;
}

async function trustThisDevice(role: StaffRole, code: string): Promise<string> {
  const api = await request.newContext({ baseURL: appOrigin() });
  try {
    const first = await api.post('/api/auth/login', {
      data: { username: role, password: staffPasswords[role] },
    });
    const { challenge } = (await first.json()) as { challenge: string };
    const second = await api.post('/api/auth/login/second-factor', {
      data: { challenge, code, trust_device: true },
    });
    if (!second.ok()) throw new Error(`trusting a device for ${role} answered ${second.status()}`);
    const device = (await api.storageState()).cookies.find((cookie) => cookie.name === 'garage_staff_device');
    if (!device) throw new Error('no trusted-device cookie was set');
    return device.value;
  } finally {
    await api.dispose();
  }
}

/** Gives a browser context (or a request context's jar) the person's trusted-device cookie, if any. */
export async function trustedDeviceCookie(role: StaffRole) {
  const { trustedDevice } = await staffState(role);
  return trustedDevice
    ? [{ name: 'garage_staff_device', value: trustedDevice, domain: 'localhost', path: '/api' }]
    : [];
}

export async function trustDeviceIn(context: BrowserContext, role: StaffRole): Promise<void> {
  await context.addCookies(await trustedDeviceCookie(role));
}

/** A request context of its own, signed in as `role`: staff calls that leave the page's session alone. */
export async function staffRequest(role: StaffRole): Promise<APIRequestContext> {
  const cookies = (await trustedDeviceCookie(role)).map((cookie) => ({
    ...cookie,
    expires: -1,
    httpOnly: true,
    secure: false,
    sameSite: 'Strict' as const,
  }));
  const api = await request.newContext({ baseURL: appOrigin(), storageState: { cookies, origins: [] } });
  const res = await api.post('/api/auth/login', { data: { username: role, password: staffPasswords[role] } });
  const answer = (await res.json()) as { status?: string };
  if (!res.ok() || answer.status !== 'signed_in') {
    await api.dispose();
    throw new Error(`signing in as ${role} answered ${res.status()} ${JSON.stringify(answer)}`);
  }
  return api;
}

/**
 * Signs a page's browser in as `role` without the form (for tests whose subject is not the sign-in):
 * the session cookie in its jar, and what the page keeps of the session in its storage.
 */
export async function signInBrowser(context: BrowserContext, role: StaffRole): Promise<void> {
  await trustDeviceIn(context, role);
  const res = await context.request.post('/api/auth/login', {
    data: { username: role, password: staffPasswords[role] },
  });
  const answer = (await res.json()) as { status: string; me: { username: string; role: string } };
  if (answer.status !== 'signed_in') throw new Error(`signing in as ${role} answered ${res.status()}`);
  const session = JSON.stringify({
    username: answer.me.username,
    role: answer.me.role,
    expiresAt: Date.now() + 12 * 3_600_000,
    setupRequired: [],
  });
  await context.addInitScript((value) => {
    if (!localStorage.getItem('staff-session')) localStorage.setItem('staff-session', value);
  }, session);
}
