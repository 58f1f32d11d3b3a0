import { api, parseResponse } from 'api/client';
import { useCustomerWrite } from './use-customer-write';

/** `POST subscriptions/{id}/plates`: another plate that may use the pass, until `ends_on` when given. */
export function useAddPassPlate(customerId: number) {
  return useCustomerWrite(
    customerId,
    ({
      passId,
      plate,
    }: {
      passId: number;
      plate: { plate: string; plate_state: string | null; ends_on: string | null };
    }) =>
      parseResponse(api.subscriptions[':id'].plates.$post({ param: { id: String(passId) }, json: plate })),
  );
}
