import { api, parseResponse } from 'api/client';
import type { ErrorCode } from 'api/contract/error-codes';
import type { OfficeContact } from 'api/contract/portal';
import { isUsCountry, usStateCode } from 'api/contract/us-states';

/**
 * The server-side checks between steps (SPEC section 5). Each returns the error code of the refusal
 * when the step may not go on (shown through `rule-messages.ts`), null when it may; network and
 * server failures throw ApiError.
 */
export async function checkEmailNotBanned(
  email: string,
  onOffice: (office: OfficeContact | null) => void = () => {},
): Promise<ErrorCode | null> {
  // The typed client puts params into the path as they are; an address may hold '#', '?' or '/'.
  const { blocked, office } = await parseResponse(
    api.clients.email[':email']['has-banned'].$get({ param: { email: encodeURIComponent(email.trim()) } }),
  );
  // A refusal says whom to contact: the office the API names (absent from an older API's answer).
  onOffice(blocked ? (office ?? null) : null);
  return blocked ? 'email_banned' : null;
}

export async function checkPlateAllowed(plate: string): Promise<ErrorCode | null> {
  const { allowed } = await parseResponse(api.vehicles.check.$get({ query: { plate } }));
  return allowed ? null : 'plate_not_allowed';
}

/** US only: the ZIP's prefix must belong to the chosen state. Other countries skip the check. */
export async function checkZipMatchesState(
  country: string,
  state: string,
  zip: string,
): Promise<ErrorCode | null> {
  if (!isUsCountry(country)) return null;
  const result = await parseResponse(api.zip.validate.$get({ query: { country: 'US', zip } }));
  const chosen = usStateCode(state);
  const found = usStateCode(result.state);
  return result.ok && chosen !== null && chosen === found ? null : 'zip_state_mismatch';
}
