import { useMutation } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/**
 * `POST cards/bulk`: new access cards for a location, duplicates skipped. Nothing on this page reads
 * them, so nothing is invalidated; the cards page reads its list when it opens.
 */
export function useAddCards() {
  return useMutation({
    mutationFn: ({ locationId, cards }: { locationId: number; cards: string[] }) =>
      parseResponse(api.cards.bulk.$post({ json: { location_id: locationId, cards } })),
  });
}
