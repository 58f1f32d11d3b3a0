import { api, parseResponse } from 'api/client';

/** `POST clients/import`: a dry run answers each row; the real run writes every row or none. */
export function importCustomers(csv: string, dryRun: boolean) {
  return parseResponse(api.clients.import.$post({ json: { csv, dryRun } }));
}
