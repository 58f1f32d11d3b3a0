import type { Metric, Registry } from 'prom-client';

// The two series every request adds to: http_requests_total {method, route, status} and
// http_request_duration_seconds {method, route}. prom-client's Counter.inc and Histogram.observe
// validate and hash their label object on every call, about 0.4 µs a request together, a tenth of a
// warm public read's whole cost (docs/decisions/api-per-request-cost.md). Here a request finds its
// record by Map lookups on strings it already holds and adds to plain numbers. prom-client's registry
// still writes the text: these two objects give it their values in the shape its own Counter and
// Histogram give (request-series.test.ts holds the scrapes equal), so the exposition format, its
// escaping and the content type stay the library's.

type RouteRecord = {
  /** The histogram's labels; one object per series, as prom-client's own registry caches by identity. */
  labels: { method: string; route: string };
  /** Observations per bucket (not cumulative), in the order of `bounds`; the last one is +Inf. */
  buckets: number[];
  sum: number;
  count: number;
  byStatus: Map<number, number>;
};

type MetricValue = {
  value: number;
  labels: Record<string, string | number>;
  sharedLabels?: Record<string, string>;
  metricName?: string;
};

export type RequestSeries = {
  /** One answered request. `method` is already one of the known methods or `other`. */
  observe(method: string, route: string, status: number, seconds: number): void;
};

/** Registers both series on `registry`; `bounds` are the histogram's upper bounds, ascending, in seconds. */
export function createRequestSeries(registry: Registry, bounds: readonly number[]): RequestSeries {
  const byMethod = new Map<string, Map<string, RouteRecord>>();

  const recordFor = (method: string, route: string): RouteRecord => {
    let byRoute = byMethod.get(method);
    if (!byRoute) {
      byRoute = new Map();
      byMethod.set(method, byRoute);
    }
    let record = byRoute.get(route);
    if (!record) {
      record = {
        labels: { method, route },
        buckets: new Array(bounds.length + 1).fill(0),
        sum: 0,
        count: 0,
        byStatus: new Map(),
      };
      byRoute.set(route, record);
    }
    return record;
  };

  const records = function* () {
    for (const byRoute of byMethod.values()) yield* byRoute.values();
  };

  const requests = {
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    type: 'counter',
    aggregator: 'sum',
    async get() {
      const values: MetricValue[] = [];
      for (const { labels, byStatus } of records()) {
        for (const [status, count] of byStatus) {
          values.push({ value: count, labels: { ...labels, status: String(status) } });
        }
      }
      return { name: requests.name, help: requests.help, type: requests.type, values, aggregator: 'sum' };
    },
    reset: () => byMethod.clear(),
  };

  const latency = {
    name: 'http_request_duration_seconds',
    help: 'Time from the request reaching the API to its answer, by method and route pattern',
    type: 'histogram',
    aggregator: 'sum',
    async get() {
      const values: MetricValue[] = [];
      const bucketName = `${latency.name}_bucket`;
      for (const record of records()) {
        let cumulative = 0;
        bounds.forEach((bound, index) => {
          cumulative += record.buckets[index] ?? 0;
          values.push({
            value: cumulative,
            labels: { le: bound },
            sharedLabels: record.labels,
            metricName: bucketName,
          });
        });
        const shared = { sharedLabels: record.labels };
        values.push({ value: record.count, labels: { le: '+Inf' }, ...shared, metricName: bucketName });
        values.push({ value: record.sum, labels: {}, ...shared, metricName: `${latency.name}_sum` });
        values.push({ value: record.count, labels: {}, ...shared, metricName: `${latency.name}_count` });
      }
      return { name: latency.name, help: latency.help, type: latency.type, values, aggregator: 'sum' };
    },
    reset: () => byMethod.clear(),
  };

  // The registry reads a metric through get() (and reset() on resetMetrics); its types only name the
  // library's own classes.
  registry.registerMetric(requests as unknown as Metric);
  registry.registerMetric(latency as unknown as Metric);

  return {
    observe(method, route, status, seconds) {
      const record = recordFor(method, route);
      record.count += 1;
      record.sum += seconds;
      let bucket = 0;
      while (bucket < bounds.length && seconds > (bounds[bucket] as number)) bucket += 1;
      record.buckets[bucket] = (record.buckets[bucket] ?? 0) + 1;
      record.byStatus.set(status, (record.byStatus.get(status) ?? 0) + 1);
    },
  };
}
