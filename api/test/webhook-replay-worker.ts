// A separate API process on the Stripe provider (the parent's fake Stripe), for the cross-process replay
// test. Usage: node --import tsx webhook-replay-worker.ts <database> <dataDir> <fake Stripe port>
// Prints "ready", then for one line on stdin ({ payload, signature }) posts that webhook and prints the
// answer as one JSON line.
import { createInterface } from 'node:readline';
import { StripePayments } from '../src/providers/payments/stripe-payments';
import { workerApp } from './worker-app';

const [database = '', dataDir = '', port = '0'] = process.argv.slice(2);
const { app, close } = workerApp(
  database,
  dataDir,
  new StripePayments({
    secretKey: 'sk_test_fake',
    webhookSecret: 'whsec_fake_secret',
    publishableKey: 'pk_test_fake',
    api: { host: '127.0.0.1', port: Number(port), protocol: 'http' },
    maxNetworkRetries: 0,
    log: () => {},
  }),
);

const lines = createInterface({ input: process.stdin });
process.stdout.write('ready\n');
lines.once('line', async (line) => {
  const { payload, signature } = JSON.parse(line) as { payload: string; signature: string };
  const answer = await app.request('/api/billing/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
  process.stdout.write(`${JSON.stringify({ status: answer.status, body: await answer.json() })}\n`);
  lines.close();
  await close();
});
