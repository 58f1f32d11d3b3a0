import type { Page } from '@playwright/test';
import { staffApi } from './app';

// A gate device's own calls, as its controller makes them: with its key, from its own address (the
// API counts wrong keys per client; each test has its own, see client-address.ts, which the page's
// request context does not go through, so the address is sent here).

const deviceHeaders = (clientAddress: string, key: string) => ({
  Authorization: `Bearer ${key}`,
  'x-forwarded-for': clientAddress,
});

/** The HTTP status of the device asking for its location's access list: 200 with a working key, 401 without. */
export async function accessListStatus(page: Page, clientAddress: string, key: string): Promise<number> {
  const response = await page.request.get('/api/access/credentials', {
    headers: deviceHeaders(clientAddress, key),
  });
  return response.status();
}

/** The device reports a plate read at its gate; answers the gate's decision. */
export async function readPlate(page: Page, clientAddress: string, key: string, plate: string) {
  const response = await page.request.post('/api/access/events', {
    headers: deviceHeaders(clientAddress, key),
    data: { credential_type: 'licensePlate', value: plate, plate_state: 'US-CA', direction: 'in' },
  });
  if (response.status() !== 201) throw new Error(`gate event answered ${response.status()}`);
  return (await response.json()) as { decision: 'allow' | 'deny'; reason: string };
}

/** A device registered by an admin through the API (set-up, not the subject): its key. */
export async function registeredDeviceKey(page: Page, name: string): Promise<string> {
  const { status, body } = await staffApi<{ api_key: string }>(page, 'admin', 'POST', '/gate-devices', {
    name,
    location_id: 1,
    kind: 'entry',
  });
  if (status !== 201) throw new Error(`registering ${name} answered ${status}`);
  return body.api_key;
}

/** A name no earlier run or test used, so rows and buttons named after it are this test's own. */
export const deviceName = (what: string) => `${what} ${Date.now().toString(36)}`;

/** A plate no pass has: the gate denies it as an unknown credential. */
export const unknownPlate = () => `ZZ${Date.now().toString(36).toUpperCase().slice(-6)}`;
