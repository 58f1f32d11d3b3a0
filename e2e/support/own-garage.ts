import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setUpSeededStaff } from '../../api/test/set-up-staff';
import { Database } from './signup-flow';

// A garage of its own for one spec: the built API on a free port with its own data folder, so a spec
// may move the payment sandbox's clock, or stop the API, without touching the suite's shared garage.
// Driven over HTTP only, with the calls the browser and staff make.

const root = path.resolve(import.meta.dirname, '../..');
export const OWN_GARAGE_PASSWORDS = { admin: 'own-garage-admin-pw', ambassador: 'own-garage-ambassador-pw' };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type OwnGarage = {
  api: string;
  dataDir: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  call<T = unknown>(
    method: string,
    route: string,
    options?: { token?: string; body?: unknown; cookie?: string },
  ): Promise<{ status: number; body: T; cookies: string[] }>;
  /** A session of the seeded staff member, set up on first use (new password, the admin's factor). */
  staffToken(role: 'admin' | 'ambassador'): Promise<string>;
  dispose(): Promise<void>;
};

export async function ownGarage(): Promise<OwnGarage> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'garage-own-'));
  const api = `http://127.0.0.1:${port}/api`;
  let child: ChildProcess | null = null;
  const sessions = new Map<'admin' | 'ambassador', Promise<string>>();

  const call: OwnGarage['call'] = async (method, route, options = {}) => {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const cookies = [options.token ? `garage_staff=${options.token}` : '', options.cookie ?? ''].filter(
      Boolean,
    );
    if (cookies.length) headers.Cookie = cookies.join('; ');
    const res = await fetch(`${api}${route}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await res.text();
    return {
      status: res.status,
      body: (text ? JSON.parse(text) : null) as never,
      cookies: res.headers.getSetCookie(),
    };
  };

  const garage: OwnGarage = {
    api,
    dataDir,
    call,
    async start() {
      child = spawn(process.execPath, [path.join(root, 'api', 'dist', 'server.js')], {
        cwd: path.join(root, 'api'),
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          API_PORT: String(port),
          DATA_DIR: dataDir,
          NODE_ENV: 'test',
          ADMIN_PASSWORD: OWN_GARAGE_PASSWORDS.admin,
          AMBASSADOR_PASSWORD: OWN_GARAGE_PASSWORDS.ambassador,
          CHECKOUT_CLIENT_LIMITS: 'off',
          OPENAPI_AUDIT_FILE: '',
        },
      });
      for (let tries = 0; tries < 120; tries += 1) {
        const up = await fetch(`${api}/health`).then(
          (res) => res.ok,
          () => false,
        );
        if (up) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error('the garage API did not start');
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise((resolve) => {
        running.once('exit', resolve);
        running.kill('SIGTERM');
      });
    },
    staffToken(role) {
      let session = sessions.get(role);
      if (!session) {
        session = setUpSeededStaff(api.replace(/\/api$/, ''), {
          username: role,
          seededPassword: OWN_GARAGE_PASSWORDS[role],
          newPassword: `${OWN_GARAGE_PASSWORDS[role]} chosen at first sign-in`,
          secondFactor: role === 'admin',
        }).then((staff) => staff.cookie.replace(/^garage_staff=/, ''));
        sessions.set(role, session);
      }
      return session;
    },
    async dispose() {
      await garage.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await garage.start();
  return garage;
}

/** A one-off query on the garage's database, for set-up facts the test is not about (an id). */
export function queryGarage<T>(garage: OwnGarage, sql: string, ...params: unknown[]): T | undefined {
  const db = new Database(path.join(garage.dataDir, 'parking.db'), { readonly: true });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

/** The newest e-mail to `to` in the garage's outbox, as raw text. */
export function newestOutboxMail(garage: OwnGarage, to: string): string | null {
  const folder = path.join(garage.dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(folder).filter((name) => name.endsWith('.eml'));
  } catch {
    return null;
  }
  const sorted = files
    .map((name) => path.join(folder, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const file of sorted) {
    const raw = readFileSync(file, 'utf8');
    if (raw.toLowerCase().includes(`to: ${to.toLowerCase()}`)) return raw.replace(/=\r?\n/g, '');
  }
  return null;
}

const card = (number: string) => ({
  number,
  expMonth: 12,
  expYear: new Date().getFullYear() + 3,
  cvc: '123',
  postalCode: '92173',
});

export type Buyer = { email: string; plate: string; passId: number };

let buyers = 0;

/**
 * An autopay pass bought as the checkout buys it: the CAPTCHA pass, the card saved (3-D Secure
 * passed), the subscription and its first charge.
 */
export async function buyAutopayPass(garage: OwnGarage, cardNumber: string): Promise<Buyer> {
  buyers += 1;
  const email = `gate-buyer${buyers}-${process.pid}@example.com`;
  const plate = `GT${buyers}${process.pid % 1000}`;
  const wizardData = {
    personal: {
      firstName: 'Gate',
      lastName: 'Buyer',
      phoneDial: '+52',
      phone: '664 123 4567',
      email,
      confirmEmail: email,
    },
    vehicle: { type: 'car', make: 'Nissan', model: 'Versa', year: 2021, color: 'Gray', plate },
    address: {
      addr1: '123 Border Ave',
      addr2: '',
      city: 'San Ysidro',
      state: 'CA',
      country: 'USA',
      zip: '92173',
    },
  };
  const { call } = garage;
  const challenge = await call<{ token: string }>('POST', '/captcha/offline-challenge');
  const verified = await call<{ pass: string }>('POST', '/captcha/verify', {
    body: { recaptchaToken: challenge.body.token },
  });
  const consent = {
    terms_text: 'I accept the terms and conditions.',
    autopay_text: 'I authorize monthly charges to my card until I turn autopay off.',
    language: 'en',
  };
  const intent = await call<{ clientSecret: string; customerId: string }>('POST', '/billing/create-intent', {
    body: {
      planId: 2,
      email,
      firstName: 'Gate',
      lastName: 'Buyer',
      wizardData,
      website: '',
      consent,
      captchaPass: verified.body.pass,
    },
  });
  if (intent.status !== 200) throw new Error(`create-intent answered ${intent.status}`);
  const setup = await call<{ status: string; paymentMethod?: string }>('POST', '/sandbox/confirm', {
    body: { clientSecret: intent.body.clientSecret, card: card(cardNumber) },
  });
  let paymentMethod = setup.body.paymentMethod;
  if (setup.body.status === 'requires_action') {
    const done = await call<{ paymentMethod?: string }>('POST', '/sandbox/challenge', {
      body: { clientSecret: intent.body.clientSecret, outcome: 'complete' },
    });
    paymentMethod = done.body.paymentMethod;
  }
  const subscribed = await call<{ requiresAction: boolean; paymentIntentClientSecret: string | null }>(
    'POST',
    '/billing/subscribe',
    {
      body: {
        customerId: intent.body.customerId,
        paymentMethod: paymentMethod ?? '',
        carId: null,
        planId: 2,
        wizardData,
        website: '',
        consent,
      },
    },
  );
  if (subscribed.status !== 200) throw new Error(`subscribe answered ${subscribed.status}`);
  if (subscribed.body.requiresAction && subscribed.body.paymentIntentClientSecret) {
    await call('POST', '/sandbox/challenge', {
      body: { clientSecret: subscribed.body.paymentIntentClientSecret, outcome: 'complete' },
    });
  }
  for (let tries = 0; tries < 40; tries += 1) {
    const pass = queryGarage<{ id: number }>(
      garage,
      `SELECT s.id FROM subscriptions s JOIN vehicles v ON v.id = s.vehicle_id
       WHERE v.plate = ? AND s.status_key = 'active'`,
      plate,
    );
    if (pass) return { email, plate, passId: pass.id };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the pass was not created');
}

/** The app's clock (real time plus the sandbox test clock's offset). */
export async function clockNow(garage: OwnGarage): Promise<Date> {
  return new Date((await garage.call<{ now: string }>('GET', '/sandbox/clock')).body.now);
}

/** Moves the sandbox's test clock forward, a day or a few hours at a time, billing what falls due. */
export async function advanceClockTo(garage: OwnGarage, instant: Date): Promise<void> {
  for (let i = 0; i < 400; i += 1) {
    const now = await clockNow(garage);
    if (now.getTime() >= instant.getTime()) return;
    const hours = Math.ceil((instant.getTime() - now.getTime()) / 3_600_000);
    const step = hours >= 24 ? { days: 1, hours: 0 } : { days: 0, hours };
    const res = await garage.call('POST', '/sandbox/advance-clock', { body: step });
    if (res.status !== 200) throw new Error(`advance-clock answered ${res.status}`);
  }
  throw new Error('the clock did not reach the instant');
}

/** Signs in to the portal by the e-mailed code; the cookies to send with portal calls. */
export async function portalSignIn(garage: OwnGarage, who: Buyer): Promise<string> {
  const asked = await garage.call('POST', '/payments-public/sign-in', {
    body: { email: who.email, plate: who.plate },
  });
  if (asked.status !== 202) throw new Error(`sign-in answered ${asked.status}`);
  let code: string | undefined;
  for (let tries = 0; tries < 40 && !code; tries += 1) {
    code = newestOutboxMail(garage, who.email)?.match(/(?:Payments page is|página de Pagos es) (\d{6})/)?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const verified = await garage.call('POST', '/payments-public/sign-in/verify', {
    body: { email: who.email, plate: who.plate, code, keep_signed_in: true },
  });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  return verified.cookies.map((line) => line.split(';')[0]).join('; ');
}

/** The portal's renewal by hand, paid with `cardNumber` in the payment form. */
export async function renewByHand(garage: OwnGarage, who: Buyer, cookie: string, cardNumber: string) {
  const started = await garage.call<{ clientSecret?: string; client_secret?: string }>(
    'POST',
    '/payments-public/renew',
    {
      body: { email: who.email, plate: who.plate, language: 'en' },
      cookie,
    },
  );
  if (started.status !== 200) throw new Error(`renew answered ${started.status}`);
  const clientSecret = started.body.clientSecret ?? started.body.client_secret;
  const paid = await garage.call<{ status: string }>('POST', '/sandbox/confirm', {
    body: { clientSecret, card: card(cardNumber) },
  });
  if (paid.body.status === 'requires_action') {
    await garage.call('POST', '/sandbox/challenge', { body: { clientSecret, outcome: 'complete' } });
  }
}
