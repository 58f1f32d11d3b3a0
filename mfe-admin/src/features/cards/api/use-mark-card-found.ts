import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import { CARDS_KEY } from './get-cards';

/**
 * `POST cards/{id}/found`. The card changes status, so every page of the list and every tile count
 * may change: all of them are read again before the mutation settles.
 */
export function useMarkCardFound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: number) =>
      parseResponse(api.cards[':id'].found.$post({ param: { id: String(cardId) } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CARDS_KEY }),
  });
}
