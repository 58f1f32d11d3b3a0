import { api } from 'api/client';

/**
 * `GET clients/{id}/export` on a tap (a file to save, not screen data): the zip as the API sends it,
 * and the file name it gives.
 */
export async function exportCustomer(customerId: number): Promise<{ blob: Blob; fileName: string }> {
  const res = await api.clients[':id'].export.$get({ param: { id: String(customerId) } });
  const named = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await res.blob(), fileName: named ?? `customer-${customerId}.zip` };
}
