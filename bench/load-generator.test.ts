import { describe, expect, it } from 'vitest';
import { parseWrkReport } from './load-generator';

const report = (extra = '') => `Running 2s test @ http://127.0.0.1:18900/api/plans
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   150.12us   40.01us   2.10ms   90.00%
    Req/Sec    66.60k     1.20k   68.00k    80.00%
  133210 requests in 2.00s, 170.02MB read
${extra}Requests/sec:  66603.52
Transfer/sec:     85.01MB
`;

describe("wrk's report", () => {
  it('gives the rate and the count the CPU per request is divided by', () => {
    expect(parseWrkReport(report())).toEqual({ requestsPerSecond: 66603.52, requests: 133210, failures: 0 });
  });

  it('counts error answers and socket errors as failures, so the bench refuses the slice', () => {
    const failed = parseWrkReport(
      report('  Socket errors: connect 0, read 2, write 0, timeout 1\n  Non-2xx or 3xx responses: 5\n'),
    );
    expect(failed.failures).toBe(8);
  });

  it('refuses a report it cannot read rather than printing a made-up figure', () => {
    expect(() => parseWrkReport('unable to connect to 127.0.0.1:9 Connection refused')).toThrow(/unreadable/);
  });
});
