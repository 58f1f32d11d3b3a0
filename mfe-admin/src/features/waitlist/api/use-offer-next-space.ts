import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { Lead } from '../waitlist-types';
import { waitlistQuery } from './get-waitlist';

/**
 * `POST waitlist/offer-next`: offers a free space to the first confirmed lead now. The list is read
 * again after a refusal too: "no space" or "nobody waiting" means the shown tiles were out of date.
 */
export function useOfferNextSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<Lead> => parseResponse(api.waitlist['offer-next'].$post()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistQuery().queryKey }),
  });
}
