import { useMutation } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/**
 * `POST clients/import`: a dry run answers each row; the real run writes every row or none. The page
 * shows the answer itself and no read of this page lists customers, so nothing is invalidated.
 */
export function useImportCustomers() {
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) =>
      parseResponse(api.clients.import.$post({ json: { csv, dryRun } })),
  });
}
