import { api, parseResponse } from 'api/client';

/** `PATCH auth/me`: only the fields given change; answers the person as they now are. */
export function changeOwnAccount(json: { email?: string | undefined; language?: 'en' | 'es' | undefined }) {
  return parseResponse(api.auth.me.$patch({ json }));
}

/** Every other session of the person ends; answers the person, with the set-up now owed. */
export function changePassword(json: { current_password: string; new_password: string }) {
  return parseResponse(api.auth.password.$post({ json }));
}

/** A new secret to scan (and its QR code); the current factor stays until a code from it is confirmed. */
export function startTotp() {
  return parseResponse(api.auth.totp.$post());
}

/** Turns the new factor on; answers ten recovery codes, this once. */
export function confirmTotp(code: string) {
  return parseResponse(api.auth.totp.confirm.$post({ json: { code } }));
}

/** Ambassadors only: admins and managers keep theirs (409 second_factor_required). */
export function removeTotp(password: string) {
  return parseResponse(api.auth.totp.remove.$post({ json: { password } }));
}

/** The old recovery codes stop working; answers ten new ones, this once. */
export function renewRecoveryCodes(password: string) {
  return parseResponse(api.auth['recovery-codes'].$post({ json: { password } }));
}

/** Ends one of the person's other sessions (another device signed in as them). */
export function endSession(sessionId: number) {
  return parseResponse(api.auth.sessions[':id'].$delete({ param: { id: String(sessionId) } }));
}
