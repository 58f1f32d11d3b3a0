import { api, parseResponse } from 'api/client';
import type { StaffEvent } from 'api/contract/events';

export function completeEvent(id: number): Promise<StaffEvent> {
  return parseResponse(api.events[':id'].$patch({ param: { id: String(id) }, json: { completed: true } }));
}
