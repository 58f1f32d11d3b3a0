import { api, parseResponse } from 'api/client';
import type { Role } from 'api/contract/capabilities';

/** `POST staff-users`'s body (contract's staffInviteSchema, as parsed). */
export type StaffInvite = { username: string; email: string; role: Role; language?: 'en' | 'es' | undefined };

const id = (value: number) => ({ id: String(value) });

/** Adds the person as invited and e-mails them a link (24 h, single use) to choose a password. */
export function inviteStaffUser(json: StaffInvite) {
  return parseResponse(api['staff-users'].$post({ json }));
}

export function changeStaffRole(userId: number, role: Role) {
  return parseResponse(api['staff-users'][':id'].$patch({ param: id(userId), json: { role } }));
}

/** Every session of the person ends at once. */
export function disableStaffUser(userId: number) {
  return parseResponse(api['staff-users'][':id'].disable.$post({ param: id(userId) }));
}

export function enableStaffUser(userId: number) {
  return parseResponse(api['staff-users'][':id'].enable.$post({ param: id(userId) }));
}

/** E-mails a link to choose a new password; an invited person gets their invitation again. */
export function sendPasswordLink(userId: number) {
  return parseResponse(api['staff-users'][':id']['password-link'].$post({ param: id(userId) }));
}

/** For a lost phone: the factor and recovery codes go, every session ends, set-up is owed again. */
export function resetSecondFactor(userId: number) {
  return parseResponse(api['staff-users'][':id']['reset-second-factor'].$post({ param: id(userId) }));
}
