import { api, parseResponse } from 'api/client';
import type { GateDeviceInput, GateDeviceKind, GateSettingsInput } from 'api/contract/gate-access';

/** `PATCH gate-devices/{id}`'s body (contract's gateDeviceEditSchema). */
type GateDeviceEdit = { name?: string; kind?: GateDeviceKind; webhook_url?: string };

const id = (value: number) => ({ id: String(value) });

/** Answers with the device and, this once, its key and webhook signing secret. */
export function registerDevice(json: GateDeviceInput) {
  return parseResponse(api['gate-devices'].$post({ json }));
}

/** Only the fields given change; an empty webhook address stops the pushes. */
export function editDevice(deviceId: number, json: GateDeviceEdit) {
  return parseResponse(api['gate-devices'][':id'].$patch({ param: id(deviceId), json }));
}

/** The old key stops working at once; the answer holds the new key and secret, this once. */
export function rotateDeviceKey(deviceId: number) {
  return parseResponse(api['gate-devices'][':id'].rotate.$post({ param: id(deviceId) }));
}

export function revokeDevice(deviceId: number) {
  return parseResponse(api['gate-devices'][':id'].revoke.$post({ param: id(deviceId) }));
}

export function saveGateSettings(locationId: number, json: GateSettingsInput) {
  return parseResponse(
    api['gate-settings'][':locationId'].$put({ param: { locationId: String(locationId) }, json }),
  );
}
