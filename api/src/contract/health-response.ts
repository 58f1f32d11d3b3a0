export type ServiceState = 'up' | 'down';

/**
 * Why a service that is up is not the real thing, as a code the status page words in its language:
 * `offline_outbox`: mail is written as .eml files into the data folder, nobody receives it.
 */
export type HealthNote = 'offline_outbox';

export type HealthResponse = {
  ok: boolean;
  /** Seconds since the API process started. */
  uptime: number;
  /** Milliseconds of a real database round trip. */
  latency: number;
  services: Record<string, ServiceState>;
  /** Only for services with something to say (e.g. `{ mail: 'offline_outbox' }`). */
  notes?: Record<string, HealthNote>;
  /** Present only when not ok, like every other error response. */
  error?: string;
  code?: 'service_unavailable';
};

/**
 * A named dependency probe behind one `services` entry. It fails by throwing or resolving to false.
 * Here, below every layer, so providers can offer their probes without knowing the health resource.
 */
export type HealthCheck = {
  name: string;
  check: () => boolean | undefined | Promise<boolean | undefined>;
  /** Shown beside the state, whatever it is (the mail outbox is up yet sends nothing). */
  note?: HealthNote;
};
