import { api, parseResponse } from 'api/client';
import type {
  AddressUpdateInput,
  CustomerUpdateInput,
  PlateChangeInput,
  VehicleUpdateInput,
} from 'api/contract/admin-customers';
import type { SubscriptionPatchInput } from 'api/contract/subscriptions';

const id = (value: number) => ({ id: String(value) });

export function updateCustomer(clientId: number, json: CustomerUpdateInput) {
  return parseResponse(api.clients[':id'].$put({ param: id(clientId), json }));
}

export function updateAddress(clientId: number, json: AddressUpdateInput) {
  return parseResponse(api.clients[':id'].address.$put({ param: id(clientId), json }));
}

export function updateVehicle(carId: number, json: VehicleUpdateInput) {
  return parseResponse(api.vehicles[':id'].$put({ param: id(carId), json }));
}

export function patchSubscription(subscriptionId: number, json: SubscriptionPatchInput) {
  return parseResponse(api.subscriptions[':id'].$patch({ param: id(subscriptionId), json }));
}

export function cancelSubscription(subscriptionId: number) {
  return parseResponse(api.subscriptions[':id'].cancel.$post({ param: id(subscriptionId) }));
}

export function refundAndCancel(subscriptionId: number) {
  return parseResponse(api.subscriptions[':id']['refund-cancel'].$patch({ param: id(subscriptionId) }));
}

export function banSubscription(subscriptionId: number) {
  return parseResponse(api.subscriptions[':id'].ban.$post({ param: id(subscriptionId) }));
}

export function sendRenewalEmail(subscriptionId: number) {
  return parseResponse(api.subscriptions[':id']['send-renewal-email'].$post({ param: id(subscriptionId) }));
}

export function sendAutopayLink(subscriptionId: number) {
  return parseResponse(api.subscriptions[':id']['send-autopay-link'].$post({ param: id(subscriptionId) }));
}

export function changePlate(carId: number, json: PlateChangeInput) {
  return parseResponse(api.vehicles[':id'].plate.$put({ param: id(carId), json }));
}

export function addPassPlate(
  subscriptionId: number,
  json: { plate: string; plate_state: string | null; ends_on: string | null },
) {
  return parseResponse(api.subscriptions[':id'].plates.$post({ param: id(subscriptionId), json }));
}

export function removePassPlate(subscriptionId: number, plateId: number) {
  return parseResponse(
    api.subscriptions[':id'].plates[':plate_id'].$delete({
      param: { id: String(subscriptionId), plate_id: String(plateId) },
    }),
  );
}
