import { api, parseResponse } from 'api/client';
import { BANNED_EMAIL_MESSAGE } from 'api/contract/client-lookup';
import { isUsCountry, usStateCode } from 'api/contract/us-states';
import { PLATE_NOT_ALLOWED_MESSAGE } from 'api/contract/vehicle-input';
import { WIZARD_MESSAGES } from 'api/contract/wizard-data';

/**
 * The server-side checks between steps (SPEC section 5). Each returns the contract's message when
 * the step may not go on, null when it may; network and server failures throw ApiError.
 */
export async function checkEmailNotBanned(email: string): Promise<string | null> {
  // The typed client puts params into the path as they are; an address may hold '#', '?' or '/'.
  const { blocked } = await parseResponse(
    api.clients.email[':email']['has-banned'].$get({ param: { email: encodeURIComponent(email.trim()) } }),
  );
  return blocked ? BANNED_EMAIL_MESSAGE : null;
}

export async function checkPlateAllowed(plate: string): Promise<string | null> {
  const { allowed } = await parseResponse(api.vehicles.check.$get({ query: { plate } }));
  return allowed ? null : PLATE_NOT_ALLOWED_MESSAGE;
}

/** US only: the ZIP's prefix must belong to the chosen state. Other countries skip the check. */
export async function checkZipMatchesState(
  country: string,
  state: string,
  zip: string,
): Promise<string | null> {
  if (!isUsCountry(country)) return null;
  const result = await parseResponse(api.zip.validate.$get({ query: { country: 'US', zip } }));
  const chosen = usStateCode(state);
  const found = usStateCode(result.state);
  return result.ok && chosen !== null && chosen === found ? null : WIZARD_MESSAGES.zipStateMismatch;
}
