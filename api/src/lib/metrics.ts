import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { MailProvider } from '../providers/mail/mail-provider';
import { createRequestSeries } from './request-series';

// What an operator scrapes from GET /api/metrics (docs/decisions/metrics-and-health.md). One registry per
// app, never prom-client's global one: tests build many apps in one process, and a second registration
// of a name in the global registry throws. Labels are bounded by construction: a route is its pattern
// (`/api/subscriptions/:id`), never the raw path, and an e-mail or a renewal only says how it went.

/** The label of a request no route matched (a scanner's guesses would otherwise each be a series). */
export const UNMATCHED_ROUTE = 'unmatched';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

// From a warm cached read (well under a millisecond) to a PDF or a provider call taking seconds.
const LATENCY_BUCKETS_S = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A registered gate device and how long ago it last called the API (never-seen devices have none). */
export type GateDeviceSeen = { id: number; name: string; secondsAgo: number };

export type AppMetrics = {
  registry: Registry;
  /** One answered request; `route` is the matched pattern or UNMATCHED_ROUTE. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /**
   * The provider, each send counted as sent or failed (every attempt of a retried e-mail counts); a
   * provider this registry already counts is given back as it is.
   */
  countMail(mail: MailProvider): MailProvider;
  renewalCharged(): void;
  renewalFailed(): void;
  waitlistOffersMade(count: number): void;
  /** Where the gate devices' last-seen gauge reads its values, at scrape time. */
  readGateDevicesFrom(read: () => Promise<readonly GateDeviceSeen[]>): void;
};

export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = createRequestSeries(registry, LATENCY_BUCKETS_S);
  const renewals = new Counter({
    name: 'garage_autopay_renewals_total',
    help: 'Autopay renewal charges the payment provider reported, by outcome (charged, failed)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const emails = new Counter({
    name: 'garage_emails_total',
    help: 'E-mail send attempts, by outcome (sent, failed); a retried e-mail counts each attempt',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const offers = new Counter({
    name: 'garage_waitlist_offers_total',
    help: 'Spaces offered to people on the waitlist (by the queue or by staff)',
    registers: [registry],
  });
  let gateDevices: () => Promise<readonly GateDeviceSeen[]> = async () => [];
  new Gauge({
    name: 'garage_gate_device_last_seen_seconds',
    help: 'Seconds since each registered, unrevoked gate device last called the API (read at scrape time)',
    labelNames: ['device_id', 'device_name'] as const,
    registers: [registry],
    async collect() {
      const seen = await gateDevices();
      // Devices removed since the last scrape must not linger with their old value.
      this.reset();
      for (const device of seen) {
        this.set({ device_id: String(device.id), device_name: device.name }, device.secondsAgo);
      }
    },
  });
  // Present from the first scrape, so a rate() or an alert on a failure has a series before any happens.
  for (const outcome of ['charged', 'failed']) renewals.inc({ outcome }, 0);
  for (const outcome of ['sent', 'failed']) emails.inc({ outcome }, 0);
  // server.ts counts the scheduler's mail and hands the same provider to the app: counted once.
  const counted = new WeakSet<MailProvider>();

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.observe(METHODS.has(method) ? method : 'other', route, status, seconds);
    },
    countMail(mail) {
      if (counted.has(mail)) return mail;
      const counting: MailProvider = {
        get kind() {
          return mail.kind;
        },
        checkHealth: () => mail.checkHealth(),
        async send(message) {
          try {
            const sent = await mail.send(message);
            emails.inc({ outcome: 'sent' });
            return sent;
          } catch (error) {
            emails.inc({ outcome: 'failed' });
            throw error;
          }
        },
      };
      counted.add(counting);
      return counting;
    },
    renewalCharged: () => renewals.inc({ outcome: 'charged' }),
    renewalFailed: () => renewals.inc({ outcome: 'failed' }),
    waitlistOffersMade: (count) => {
      if (count > 0) offers.inc(count);
    },
    readGateDevicesFrom(read) {
      gateDevices = read;
    },
  };
}
