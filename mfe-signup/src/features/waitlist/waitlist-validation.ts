import { isValidPlate } from 'api/contract/plate-format';

/** Client-side checks of the waitlist form; the server repeats them (api contract lead-input). */
export interface WaitlistValues {
  firstName: string;
  lastName: string;
  email: string;
  /** Optional: one entry per plate, so a plate given here cannot wait twice. */
  plate: string;
  /** Honeypot: people never see it, bots fill it in. Sent as typed so the server can drop the lead. */
  website: string;
}

export type WaitlistFieldError = 'emailRequired' | 'emailInvalid' | 'minLetters' | 'plateInvalid';
export type WaitlistErrors = Partial<
  Record<'firstName' | 'lastName' | 'email' | 'plate', WaitlistFieldError>
>;

// Deliberately loose: one @, something on each side, a dot in the domain. The server has the final say.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const letterCount = (value: string) => (value.match(/\p{L}/gu) ?? []).length;

/** The e-mail is the one thing needed to reach someone; names and plate are optional but checked when given. */
export function validateWaitlist(values: WaitlistValues): WaitlistErrors {
  const errors: WaitlistErrors = {};
  const firstName = values.firstName.trim();
  if (firstName !== '' && letterCount(firstName) < 2) errors.firstName = 'minLetters';
  const lastName = values.lastName.trim();
  if (lastName !== '' && letterCount(lastName) < 2) errors.lastName = 'minLetters';
  const email = values.email.trim();
  if (email === '') errors.email = 'emailRequired';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'emailInvalid';
  const plate = values.plate.trim();
  if (plate !== '' && !isValidPlate(plate)) errors.plate = 'plateInvalid';
  return errors;
}
