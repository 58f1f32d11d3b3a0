import { useQuery } from '@tanstack/react-query';
import type { PublicGarageDetails } from 'api/contract/garage-details';
import { garageDetailsQuery } from './api/get-garage-details';

export type GarageDetailsState =
  | { status: 'loading' }
  | { status: 'ready'; details: PublicGarageDetails }
  /** The page goes on without them; the help section says where else to look. */
  | { status: 'failed' };

/** Read after the page's first paint: the help and location sections hold their place meanwhile. */
export function useGarageDetails(): GarageDetailsState {
  const details = useQuery(garageDetailsQuery());
  if (details.isError) return { status: 'failed' };
  return details.data ? { status: 'ready', details: details.data } : { status: 'loading' };
}
