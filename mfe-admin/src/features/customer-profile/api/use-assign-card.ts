import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';
import type { ProfileSubscription } from 'api/contract/admin-customers';
import { customerQueryKey } from './get-customer-profile';
import { unassignedCardsAt } from './get-unassigned-cards';

/**
 * `PATCH subscriptions/{id}` with an access card. It names the card this view showed
 * (`expected_card_id`): a second tap, or a colleague's assignment meanwhile, is then a 409 instead of
 * silently replacing the card just given. Success reads the customer again; either way the garage's
 * 'Select a card' list is only marked stale (someone may have taken that card), read on its next opening.
 */
export function useAssignCard(pass: ProfileSubscription) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: number) =>
      parseResponse(
        api.subscriptions[':id'].$patch({
          param: { id: String(pass.id) },
          json: { card_id: cardId, expected_card_id: pass.card_id },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerQueryKey(pass.client_id) }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: unassignedCardsAt(pass.location_id), refetchType: 'none' }),
  });
}
