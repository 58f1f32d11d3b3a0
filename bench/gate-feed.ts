// `pnpm bench:gate` (also the last part of `pnpm bench`): the gate's two hot calls at 100,000 passes,
// through the real app served over a local socket as server.ts serves it (routing, the device key,
// validation, JSON), on a throw-away database: the full credentials list (built, then cached and
// revalidated by ETag) and the decision endpoint's p50/p95, each timed until the last byte is read, as a
// gate would. Targets (issue 32): full list under 1 s, decision p95 under 5 ms.
// Read with node:http, not fetch: undici's Response.text() alone takes ~400 ms on a 35 MB body
// (Node 26), a cost of this harness that no gate pays.

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { apiRequestListener } from '../api/src/api-request-listener';
import { createApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { addDays, todayInTimeZone } from '../api/src/contract/calendar-date';
import { prepareDatabase } from '../api/src/prepare-database';
import { benchStaffSession } from '../api/test/fixtures';

const PASSES = Number(process.env.BENCH_GATE_PASSES ?? 100_000);
const DECISIONS = Number(process.env.BENCH_GATE_DECISIONS ?? 2_000);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One HTTP request to the local server, resolved once the whole answer is read. */
function call(
  port: number,
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: target,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * A GET read by curl (another process, as a gate): its status, ETag, body size in bytes and curl's
 * own time from connecting to the last byte, ms (starting curl is not in it).
 */
function download(port: number, target: string, headers: Record<string, string>) {
  const args = ['-s', '-o', '/dev/null', '-D', '-', '-w', '%{size_download} %{time_total}'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  return new Promise<{ status: number; etag: string; bytes: number; ms: number }>((resolve, reject) =>
    execFile('curl', [...args, `http://127.0.0.1:${port}${target}`], (error, stdout) => {
      if (error) return reject(error);
      const lines = stdout.split('\r\n');
      const [bytes = Number.NaN, seconds = Number.NaN] = (lines.at(-1) ?? '').split(' ').map(Number);
      resolve({
        status: Number(lines[0]?.split(' ')[1]),
        etag:
          lines
            .find((line) => line.toLowerCase().startsWith('etag:'))
            ?.slice(5)
            .trim() ?? '',
        bytes,
        ms: seconds * 1000,
      });
    }),
  );
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

export async function measureGateFeed(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'garage-bench-gate-'));
  try {
    const config = loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      ADMIN_PASSWORD: 'bench',
    });
    const db = await prepareDatabase(config, () => {});
    const today = todayInTimeZone(config.garageTz);
    const sqlite = db.$client;
    sqlite.transaction(() => {
      const customer = sqlite.prepare("INSERT INTO customers (first_name, email) VALUES ('Bench', ?)");
      const vehicle = sqlite.prepare(
        "INSERT INTO vehicles (customer_id, type, make, model, year, plate, plate_state) VALUES (?, 'car', 'Toyota', 'Corolla', 2020, ?, ?)",
      );
      const pass = sqlite.prepare(
        "INSERT INTO subscriptions (customer_id, vehicle_id, plan_id, location_id, status_key, autopay, start_date, next_renewal_date) VALUES (?, ?, 1, 1, 'active', ?, ?, ?)",
      );
      const card = sqlite.prepare(
        "INSERT INTO cards (code, location_id, status_key, subscription_id) VALUES (?, 1, 'assigned', ?)",
      );
      const linkCard = sqlite.prepare('UPDATE subscriptions SET card_id = ? WHERE id = ?');
      for (let i = 0; i < PASSES; i += 1) {
        const customerId = Number(customer.run(`bench${i}@example.com`).lastInsertRowid);
        const vehicleId = Number(
          vehicle.run(customerId, `B${String(i).padStart(6, '0')}`, i % 3 ? 'US-CA' : 'MX-BCN')
            .lastInsertRowid,
        );
        // Renewal dates spread over the next month and the grace window behind today.
        const renewal = addDays(today, (i % 40) - 8);
        const passId = Number(
          pass.run(customerId, vehicleId, i % 2, addDays(renewal, -30), renewal).lastInsertRowid,
        );
        if (i % 5 !== 0) linkCard.run(Number(card.run(String(100_000 + i), passId).lastInsertRowid), passId);
      }
    })();

    const app = createApp({ db, config, log: () => {} });
    const server = createServer(apiRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const staff = await benchStaffSession(db, 'admin');
    const registered = JSON.parse(
      (
        await call(port, '/api/gate-devices', {
          method: 'POST',
          headers: { Cookie: `garage_staff=${staff}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: 'Bench gate', location_id: 1, kind: 'both' }),
        })
      ).body,
    ) as { api_key: string };
    const device = { Authorization: `Bearer ${registered.api_key}` };

    const loadBefore = load();
    const first = await download(port, '/api/access/credentials', device);
    if (first.status !== 200) throw new Error(`the full list answered ${first.status}`);
    const built = first.ms;
    const cached = (await download(port, '/api/access/credentials', device)).ms;
    const notModified = await download(port, '/api/access/credentials', {
      ...device,
      'If-None-Match': first.etag,
    });
    const revalidated = notModified.ms;

    const timings: number[] = [];
    let started: number;
    for (let i = 0; i < DECISIONS; i += 1) {
      const n = (i * 7919) % PASSES;
      const byCard = n % 5 !== 0 && i % 2 === 0;
      const event = byCard
        ? { credential_type: 'rfid', value: String(100_000 + n), direction: i % 4 < 2 ? 'in' : 'out' }
        : { credential_type: 'licensePlate', value: `B${String(n).padStart(6, '0')}`, direction: 'in' };
      started = performance.now();
      const answer = await call(port, '/api/access/events', {
        method: 'POST',
        headers: { ...device, 'Content-Type': 'application/json' },
        body: JSON.stringify(event),
      });
      if (answer.status !== 201) throw new Error(`decision answered ${answer.status}: ${answer.body}`);
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    const credentials = (
      JSON.parse((await call(port, '/api/access/credentials', { headers: device })).body) as {
        credentials: unknown[];
      }
    ).credentials.length;
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
    db.$client.close();
    return [
      `| gate, ${PASSES.toLocaleString('en-US')} passes (load ${loadBefore} → ${load()}) | figure | target |`,
      '|---|---|---|',
      `| full list, built (${credentials.toLocaleString('en-US')} credentials, ${(first.bytes / 1e6).toFixed(1)} MB) | ${built.toFixed(0)} ms | < 1000 ms |`,
      `| full list, unchanged (stored bytes) | ${cached.toFixed(0)} ms | |`,
      `| full list, If-None-Match (${notModified.status}) | ${revalidated.toFixed(1)} ms | |`,
      `| decision p50 (${DECISIONS} events) | ${percentile(timings, 50).toFixed(2)} ms | |`,
      `| decision p95 | ${percentile(timings, 95).toFixed(2)} ms | < 5 ms |`,
    ].join('\n');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await measureGateFeed());
