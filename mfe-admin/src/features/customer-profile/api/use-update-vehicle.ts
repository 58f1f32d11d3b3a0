import { api, parseResponse } from 'api/client';
import type { VehicleUpdateInput } from 'api/contract/admin-customers';
import { useCustomerWrite } from './use-customer-write';

/** `PUT vehicles/{id}`: make, model, colour, year (the plate has its own write). */
export function useUpdateVehicle(customerId: number) {
  return useCustomerWrite(
    customerId,
    ({ vehicleId, changes }: { vehicleId: number; changes: VehicleUpdateInput }) =>
      parseResponse(api.vehicles[':id'].$put({ param: { id: String(vehicleId) }, json: changes })),
  );
}
