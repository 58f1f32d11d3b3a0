import { ApiError, createApiClient, parseResponse } from 'api/client';
import type { HealthResponse } from 'api/contract/health-response';

export type HealthReport = HealthResponse & { checkedAt: Date };

// No read retries: a 503 is the report itself, and the page must show it at once.
const healthClient = createApiClient({ retryReads: false });

function isHealthResponse(body: unknown): body is HealthResponse {
  return typeof body === 'object' && body !== null && 'ok' in body && 'services' in body;
}

/**
 * Asks the API how it is. A 503 still carries the full report; any other failure means the API could
 * not be reached, which the page shows as not ok with the client's own service down (SPEC.md section 8).
 */
export async function fetchHealthReport(): Promise<HealthReport> {
  const checkedAt = new Date();
  try {
    return { ...(await parseResponse(healthClient.health.$get())), checkedAt };
  } catch (error) {
    if (error instanceof ApiError && isHealthResponse(error.body)) return { ...error.body, checkedAt };
    return { ok: false, uptime: 0, latency: 0, services: { client: 'down' }, checkedAt };
  }
}
