import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { GarageDetails } from 'api/contract/garage-details';
import { GARAGE_DETAILS_KEY } from './get-garage-details';

/** `PUT garage-details`: every field at once; answers the details as saved, which are read again too. */
export function useSaveGarageDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: GarageDetails) => parseResponse(api['garage-details'].$put({ json: details })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GARAGE_DETAILS_KEY }),
  });
}
