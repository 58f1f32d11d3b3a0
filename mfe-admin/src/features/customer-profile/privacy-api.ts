import { api, parseResponse } from 'api/client';
import type { EraseCustomerInput, EraseCustomerResponse } from 'api/contract/privacy-requests';

const id = (value: number) => ({ id: String(value) });

/** The zip as the API sends it, and the file name it gives. */
export async function exportCustomer(clientId: number): Promise<{ blob: Blob; fileName: string }> {
  const res = await api.clients[':id'].export.$get({ param: id(clientId) });
  const named = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await res.blob(), fileName: named ?? `customer-${clientId}.zip` };
}

export function eraseCustomer(clientId: number, json: EraseCustomerInput): Promise<EraseCustomerResponse> {
  return parseResponse(api.clients[':id'].erase.$post({ param: id(clientId), json }));
}
