import { isUsCountry } from '../../contract/us-states';
import { formatUsZip, isUsZip } from '../../contract/wizard-constants';
import type { ZipValidation } from '../../contract/zip-validation';
import { stateForUsZip } from '../../domain/customers/us-zip-prefixes';
import { HttpError } from '../../lib/http-error';

export function validateZip(country: string, zip: string): ZipValidation {
  if (!isUsCountry(country)) return { ok: true, state: null };
  if (!isUsZip(zip)) throw new HttpError(400, 'zip_format');
  const state = stateForUsZip(formatUsZip(zip));
  return { ok: state !== null, state };
}
