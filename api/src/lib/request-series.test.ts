import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { parsePrometheusText, type Sample } from '../../test/prometheus-text';
import { createRequestSeries } from './request-series';

const BOUNDS = [0.001, 0.01, 0.1, 1];

// Every kind of observation: several routes and statuses under one method, a second method, a value on
// a bound (counted in it, as Prometheus's `le` says), and one past the last bound (+Inf only).
const REQUESTS: [method: string, route: string, status: number, seconds: number][] = [
  ['GET', '/api/plans', 200, 0.00002],
  ['GET', '/api/plans', 304, 0.00001],
  ['GET', '/api/plans', 200, 0.01],
  ['GET', '/api/subscriptions/:id', 404, 0.02],
  ['POST', '/api/subscriptions', 201, 0.3],
  ['POST', '/api/subscriptions', 500, 4],
  ['GET', 'unmatched', 404, 0.0005],
];

/** The same requests through prom-client's own Counter and Histogram. */
async function libraryScrape(): Promise<string> {
  const registry = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request reaching the API to its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: BOUNDS,
    registers: [registry],
  });
  for (const [method, route, status, seconds] of REQUESTS) {
    requests.inc({ method, route, status: String(status) });
    latency.observe({ method, route }, seconds);
  }
  return registry.metrics();
}

const byLine = (samples: Sample[]) =>
  samples.map((sample) => `${sample.name} ${JSON.stringify(sample.labels)} ${sample.value}`).sort();

describe('createRequestSeries', () => {
  it('scrapes exactly as prom-client Counter and Histogram fed the same requests', async () => {
    const registry = new Registry();
    const series = createRequestSeries(registry, BOUNDS);
    for (const request of REQUESTS) series.observe(...request);

    const ours = parsePrometheusText(await registry.metrics());
    const theirs = parsePrometheusText(await libraryScrape());
    expect(ours.types).toEqual(theirs.types);
    expect(ours.helps).toEqual(theirs.helps);
    expect(byLine(ours.samples)).toEqual(byLine(theirs.samples));
    // Not vacuous: both hold every series of the requests above.
    expect(ours.samples.filter((sample) => sample.name === 'http_requests_total')).toHaveLength(6);
    expect(
      ours.samples.filter((sample) => sample.name === 'http_request_duration_seconds_count'),
    ).toHaveLength(4);
  });

  it('starts empty and is emptied by the registry reset', async () => {
    const registry = new Registry();
    const series = createRequestSeries(registry, BOUNDS);
    expect(parsePrometheusText(await registry.metrics()).samples).toEqual([]);
    series.observe('GET', '/api/plans', 200, 0.001);
    expect(parsePrometheusText(await registry.metrics()).samples).not.toEqual([]);
    registry.resetMetrics();
    expect(parsePrometheusText(await registry.metrics()).samples).toEqual([]);
  });
});
