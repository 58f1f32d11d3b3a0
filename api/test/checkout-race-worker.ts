// A separate OS process buying passes against a shared database (a SQLite file or a PostgreSQL URL), for
// the capacity race test. Usage: node --import tsx checkout-race-worker.ts <database> <dataDir> <flows> <label>
// Prints "ready", waits for "go" on stdin (so all processes start together), then prints one JSON line.
import { createInterface } from 'node:readline';
import { SandboxPayments } from '../src/providers/payments/sandbox/sandbox-payments';
import { CARDS, card, createIntentBody, humanPass, wizardData } from './checkout-fixtures';
import { workerApp } from './worker-app';

const [database = '', dataDir = '', flowsRaw = '1', label = 'w'] = process.argv.slice(2);
const { app, close } = workerApp(database, dataDir, new SandboxPayments({ enabled: true, log: () => {} }));

type FlowResult = {
  label: string;
  plate: string;
  createStatus: number;
  code?: string;
  paymentIntentId?: string;
  confirmStatus?: string;
};

async function flow(index: number): Promise<FlowResult> {
  const wizard = wizardData({
    vehicle: { plate: `${label}P${index}`.toUpperCase().replace(/[^A-Z0-9]/g, '') },
  });
  const plate = wizard.vehicle.plate;
  // One client address per buyer, unique across the racing processes.
  const ip = `10.9.${label}.${index}`;
  const captchaPass = await humanPass({ app }, ip);
  const created = await app.request('/api/billing/create-intent', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify(createIntentBody(wizard, { captchaPass })),
  });
  const body = (await created.json()) as { clientSecret?: string; code?: string };
  if (created.status !== 200 || !body.clientSecret) {
    return { label, plate, createStatus: created.status, ...(body.code ? { code: body.code } : {}) };
  }
  const confirmed = await app.request('/api/sandbox/confirm', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ clientSecret: body.clientSecret, card: card(CARDS.visa) }),
  });
  const result = (await confirmed.json()) as { status: string };
  return {
    label,
    plate,
    createStatus: 200,
    paymentIntentId: body.clientSecret.split('_secret_')[0] ?? '',
    confirmStatus: result.status,
  };
}

const lines = createInterface({ input: process.stdin });
process.stdout.write('ready\n');
lines.once('line', async () => {
  const flows = Number(flowsRaw);
  const results = await Promise.all(Array.from({ length: flows }, (_, index) => flow(index)));
  process.stdout.write(`${JSON.stringify(results)}\n`);
  lines.close();
  await close();
});
