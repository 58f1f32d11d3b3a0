import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export const staffPasswords = {
  admin: 'e2e-admin-password',
  ambassador: 'e2e-ambassador-password',
} as const;

export type StaffRole = keyof typeof staffPasswords;

/** The data folder `pnpm start` runs on for this test run (playwright.config.ts sets it). */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  return dir;
}

export const remoteMapFile = () => path.join(dataDir(), 'app-config.json');

/** A remote in the run-time map: its manifest and the path prefixes it owns (a plain URL is the old form). */
export type RemoteMapEntry = string | { manifest: string; routes?: string[] };

type RemoteMap = { apiBaseUrl: string; remotes: Record<string, RemoteMapEntry> };

/** The same remote, served from another manifest URL; the prefixes it owns stay as they were. */
export function withManifest(entry: RemoteMapEntry | undefined, manifest: string): RemoteMapEntry {
  return typeof entry === 'object' ? { ...entry, manifest } : manifest;
}

export function readRemoteMap(): RemoteMap {
  return JSON.parse(readFileSync(remoteMapFile(), 'utf8')) as RemoteMap;
}

export function writeRemoteMap(map: RemoteMap) {
  writeFileSync(remoteMapFile(), `${JSON.stringify(map, null, 2)}\n`);
}

export async function logInThroughForm(page: Page, role: StaffRole) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(role);
  await page.getByLabel('Password').fill(staffPasswords[role]);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The token is stored only once the API answers; navigating earlier would land back on /login.
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** A staff token straight from the API, for tests whose subject is not the login form. */
export async function staffToken(page: Page, role: StaffRole): Promise<string> {
  const response = await page.request.post('/api/auth/login', {
    data: { username: role, password: staffPasswords[role] },
  });
  if (!response.ok()) throw new Error(`login as ${role} failed: ${response.status()}`);
  return ((await response.json()) as { token: string }).token;
}

export type StaffApiAnswer<T> = { status: number; ok: boolean; body: T };

/** A call to the staff API as `role` (one login), for set-up and checks that are not the test's subject. */
export async function staffApi<T = unknown>(
  page: Page,
  role: StaffRole,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  data?: unknown,
): Promise<StaffApiAnswer<T>> {
  const token = await staffToken(page, role);
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  const text = await response.text();
  return { status: response.status(), ok: response.ok(), body: (text ? JSON.parse(text) : null) as T };
}
