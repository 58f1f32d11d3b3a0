/**
 * A row id the app put into a provider object's metadata (`subscription_id`, `link_id`, `consent_id`):
 * a positive whole number, else null.
 */
export function metadataId(value: string | undefined): number | null {
  const id = Number(value);
  return value !== undefined && Number.isInteger(id) && id > 0 ? id : null;
}
