import { api, parseResponse } from 'api/client';
import type { PlateChangeInput } from 'api/contract/admin-customers';
import { useCustomerWrite } from './use-customer-write';

/** `PUT vehicles/{id}/plate` (docs/decisions/staff-plate-change.md). */
export function useChangePlate(customerId: number) {
  return useCustomerWrite(
    customerId,
    ({ vehicleId, change }: { vehicleId: number; change: PlateChangeInput }) =>
      parseResponse(api.vehicles[':id'].plate.$put({ param: { id: String(vehicleId) }, json: change })),
  );
}
