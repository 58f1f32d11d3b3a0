import { api } from 'api/client';
import type { ActivityFilters } from '../activity-filters';

/** `GET audit.csv`: every row under the filters as the file the server names (the export is recorded). */
export async function getAuditCsv(filters: ActivityFilters): Promise<{ csv: string; fileName: string }> {
  const res = await api['audit.csv'].$get({ query: filters });
  const named = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  return { csv: await res.text(), fileName: named ?? 'activity.csv' };
}
