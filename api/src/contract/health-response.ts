export type ServiceState = 'up' | 'down';

export type HealthResponse = {
  ok: boolean;
  /** Seconds since the API process started. */
  uptime: number;
  /** Milliseconds of a real database round trip. */
  latency: number;
  services: Record<string, ServiceState>;
  /** Present only when not ok, like every other error response. */
  error?: string;
  code?: 'service_unavailable';
};
