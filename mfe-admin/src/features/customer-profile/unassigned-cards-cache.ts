import type { Card } from 'api/contract/cards';
import { fetchUnassignedCards } from './profile-api';

export type UnassignedCardsCache = {
  get: (locationId: number) => Promise<Card[]>;
  /** Forgets a location's list: after an assignment its stock has changed. */
  invalidate: (locationId: number) => void;
};

/**
 * The 'Select a card' lists, one request per location for the profile page's life (SPEC section 9):
 * reopening the dialog for another pass at the same garage shows the list at once.
 */
export function createUnassignedCardsCache(load = fetchUnassignedCards): UnassignedCardsCache {
  const lists = new Map<number, Promise<Card[]>>();
  return {
    get(locationId) {
      let list = lists.get(locationId);
      if (!list) {
        list = load(locationId);
        lists.set(locationId, list);
        // A failed load is not kept: the next opening asks again.
        list.catch(() => lists.delete(locationId));
      }
      return list;
    },
    invalidate(locationId) {
      lists.delete(locationId);
    },
  };
}
