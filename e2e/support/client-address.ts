// Built on react-console.ts: every spec's test also fails on a React error printed on the console.
import { test as base } from './react-console';

// Every browser in this suite runs on this machine, so without help the API would count the whole
// run as one client and its per-client limits (sign-in requests, identity checks, lookups) would stop
// the suite rather than a script. The shell's forwarder appends the browser's address to
// X-Forwarded-For and the API trusts loopback proxies (TRUST_PROXY's default), so a header the page
// sends itself names the client, exactly as a proxy in front of a real garage would. Each test gets its
// own IPv6 /64 from the documentation range: the limits stay on and are exercised per test.

let sequence = 0;

/** `2001:db8:<worker>:<n>::1`: a fresh /64 for each test. */
function nextClientAddress(workerIndex: number): string {
  sequence += 1;
  return `2001:db8:${workerIndex.toString(16)}:${sequence.toString(16)}::1`;
}

export const test = base.extend<{ clientAddress: string }>({
  clientAddress: [
    async ({ context }, use, testInfo) => {
      const address = nextClientAddress(testInfo.workerIndex);
      await context.route('**/api/**', (route) =>
        route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
      );
      await use(address);
    },
    { auto: true },
  ],
});
