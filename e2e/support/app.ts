import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

import { type StaffRole, signInBrowser, staffPasswords, staffRequest, trustDeviceIn } from './staff-accounts';

export type { StaffRole };

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

/** The sign-in form, as a person uses it (the admin's device is trusted: no code is asked). */
export async function logInThroughForm(page: Page, role: StaffRole) {
  await trustDeviceIn(page.context(), role);
  await page.goto('/login');
  await page.getByLabel('Username').fill(role);
  await page.getByLabel('Password').fill(staffPasswords[role]);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The token is stored only once the API answers; navigating earlier would land back on /login.
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Opens `path` signed in as `role`, without the form: for tests whose subject is not the sign-in (the
 * form costs a page load and the admin home's first render, about a second each test).
 */
export async function openSignedIn(page: Page, role: StaffRole, path = '/admin') {
  await signInBrowser(page.context(), role);
  await page.goto(path);
}

export type StaffApiAnswer<T> = { status: number; ok: boolean; body: T };

/** A call to the staff API as `role` (one login), for set-up and checks that are not the test's subject. */
export async function staffApi<T = unknown>(
  _page: Page,
  role: StaffRole,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<StaffApiAnswer<T>> {
  // Its own request context: the page's own session (or lack of one) stays as the test left it.
  const api = await staffRequest(role);
  try {
    const response = await api.fetch(`/api${path}`, { method, data });
    const text = await response.text();
    return { status: response.status(), ok: response.ok(), body: (text ? JSON.parse(text) : null) as T };
  } finally {
    await api.dispose();
  }
}
