// `pnpm seed:demo`: fills a fresh database (DATA_DIR / DATABASE_PATH, as the app reads them) with a
// garage's realistic history, to measure the admin lists at scale (bench/admin-lists.ts):
// 100,000 customers with addresses, vehicles and passes, 1,000,000 sales each with its invoice (plus
// failed and void invoices), 200,000 checklist events (all but the newest ~150 completed) and 20,000
// access cards, over the last 8 years. Deterministic (seeded random numbers). Plain prepared
// statements, one transaction per batch; the rollup triggers are dropped during the load and the
// rollups rebuilt once at the end. Sizes can be scaled down with SEED_SCALE (0.01 = 1%).
import { loadConfig } from '../src/config';
import {
  addDays,
  calendarDayInZone,
  formatCalendarDate,
  renewalDateFor,
} from '../src/contract/calendar-date';
import { EVENT_ACTIONS } from '../src/contract/event-actions';
import { dropRollupTriggers, ensureRollups } from '../src/db/rollups';
import { prepareDatabase } from '../src/prepare-database';
import { CITIES, FIRST, LAST, MAKES, pick, random } from './seed-demo-pools';

const scale = Number(process.env.SEED_SCALE ?? 1);
const CUSTOMERS = Math.round(100_000 * scale);
const SALES = Math.round(1_000_000 * scale);
const EVENTS = Math.round(200_000 * scale);
const CARDS = Math.round(20_000 * scale);
const PENDING_EVENTS = Math.min(150, EVENTS);
const YEARS = 8;
const BATCH = 10_000;

const DAY = 86_400_000;
const MONTH = 30.44 * DAY;

const config = loadConfig(process.env);
if (config.databaseUrl) {
  console.error(
    'seed:demo fills a SQLite file (unset DATABASE_URL); then `pnpm db:copy --to postgres://...` moves it.',
  );
  process.exit(1);
}
const db = await prepareDatabase(config);
const client = db.$client;
const tz = config.garageTz;

const already = client.prepare('SELECT count(*) AS n FROM customers').get() as { n: number };
if (already.n > 0) {
  console.error(
    `${config.databasePath} already holds customers: seed:demo fills a fresh database (set DATA_DIR).`,
  );
  process.exit(1);
}

const started = Date.now();
const now = Date.now();
const historyStart = now - YEARS * 365.25 * DAY;
const iso = (ms: number) => new Date(ms).toISOString();
const garageDay = (ms: number) => formatCalendarDate(calendarDayInZone(new Date(ms), tz));
const step = (label: string) => console.log(`${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

client.pragma('synchronous = OFF');
await dropRollupTriggers(db);

function inBatches(total: number, write: (index: number) => void) {
  const batch = client.transaction((from: number, to: number) => {
    for (let i = from; i < to; i += 1) write(i);
  });
  for (let from = 0; from < total; from += BATCH) batch(from, Math.min(total, from + BATCH));
}

// Customers join over the years, more of them lately (the garage grew): join time ~ sqrt curve.
const joinedAt = new Float64Array(CUSTOMERS);
for (let i = 0; i < CUSTOMERS; i += 1)
  joinedAt[i] = historyStart + Math.sqrt((i + random()) / CUSTOMERS) * (now - historyStart);

// Each pass is charged monthly for a geometric number of months from joining (or until today).
const autopayOf = new Uint8Array(CUSTOMERS);
const monthsOf = new Int32Array(CUSTOMERS);
let planned = 0;
for (let i = 0; i < CUSTOMERS; i += 1) {
  autopayOf[i] = random() < 0.6 ? 1 : 0;
  const wanted = 1 + Math.floor(-Math.log(1 - random()) * 16);
  const possible = Math.max(1, Math.floor((now - (joinedAt[i] as number)) / MONTH) + 1);
  monthsOf[i] = Math.min(wanted, possible);
  planned += monthsOf[i] as number;
}
// Exactly SALES charges: keep each planned one with the right probability, then top up or trim.
const saleAt = new Float64Array(SALES);
const saleCustomer = new Int32Array(SALES);
const saleCycle = new Int32Array(SALES);
let made = 0;
const keep = SALES / planned;
for (let i = 0; i < CUSTOMERS && made < SALES; i += 1) {
  for (let m = 0; m < (monthsOf[i] as number) && made < SALES; m += 1) {
    if (random() >= keep && keep < 1) continue;
    const at = (joinedAt[i] as number) + m * MONTH + (random() - 0.5) * 6 * 3_600_000;
    if (at > now) continue;
    saleAt[made] = at;
    saleCustomer[made] = i;
    saleCycle[made] = m;
    made += 1;
  }
}
while (made < SALES) {
  const i = Math.floor(random() * CUSTOMERS);
  saleAt[made] = (joinedAt[i] as number) + random() * (now - (joinedAt[i] as number));
  saleCustomer[made] = i;
  saleCycle[made] = 1 + Math.floor(random() * 12);
  made += 1;
}
const order = new Uint32Array(SALES);
for (let i = 0; i < SALES; i += 1) order[i] = i;
order.sort((a, b) => (saleAt[a] as number) - (saleAt[b] as number));
const lastSaleOf = new Float64Array(CUSTOMERS);
for (let k = 0; k < SALES; k += 1) {
  const c = saleCustomer[k] as number;
  if ((saleAt[k] as number) > (lastSaleOf[c] as number)) lastSaleOf[c] = saleAt[k] as number;
}
step(`planned ${SALES} sales`);

// Customers, addresses, vehicles, passes: row i has id i + 1 in each table (fresh database).
const insertCustomer = client.prepare(
  `INSERT INTO customers (first_name, last_name, email, phone, language, created_at, updated_at)
   VALUES (?, ?, ?, ?, ?, ?, ?)`,
);
const insertAddress = client.prepare(
  'INSERT INTO addresses (customer_id, line1, city, state, zip_code, country, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
);
const insertVehicle = client.prepare(
  'INSERT INTO vehicles (customer_id, type, make, model, year, color, plate, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
);
const banVehicle = client.prepare("UPDATE vehicles SET status = 'banned' WHERE id = ?");
/**
 * How a pass that is not current stands, in a border garage's proportions: most lapse (inactive) or
 * are cancelled; some stay active past their renewal date (expired: not renewed, not yet ended), a few
 * were refunded and fewer banned, so the staff lists' filters are timed on real rows.
 */
function endedStatus(roll: number): 'active' | 'refunded' | 'banned' | 'inactive' | 'canceled' {
  if (roll < 0.08) return 'active';
  if (roll < 0.11) return 'refunded';
  if (roll < 0.115) return 'banned';
  return roll < 0.7 ? 'inactive' : 'canceled';
}
const insertPass = client.prepare(
  `INSERT INTO subscriptions (customer_id, vehicle_id, plan_id, location_id, status_key, autopay, start_date,
     current_period_start, next_renewal_date, discount_cycles_left, created_at, updated_at)
   VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?, 0, ?, ?)`,
);
// Plates look random but are unique: a bijection of the index onto 3 letters + 4 digits.
const PLATE_SPACE = 26 ** 3 * 10_000;
function plateOf(i: number): string {
  const n = (i * 7919 + 104_729) % PLATE_SPACE;
  const letters = Math.floor(n / 10_000);
  const a = String.fromCharCode(
    65 + Math.floor(letters / 676),
    65 + (Math.floor(letters / 26) % 26),
    65 + (letters % 26),
  );
  return `${a}${String(n % 10_000).padStart(4, '0')}`;
}
const names: [string, string][] = [];
const activeCustomers: number[] = [];
inBatches(CUSTOMERS, (i) => {
  const first = pick(FIRST);
  const last = random() < 0.15 ? `${pick(LAST)} ${pick(LAST)}` : pick(LAST);
  names.push([first, last]);
  const joined = iso(joinedAt[i] as number);
  const language = random() < 0.4 ? 'es' : 'en';
  insertCustomer.run(
    first,
    last,
    `${first}.${last.replace(' ', '')}${i}@example.com`.toLowerCase(),
    `619${String(1_000_000 + i).slice(-7)}`,
    language,
    joined,
    joined,
  );
  const [city, state, zip] = pick(CITIES);
  insertAddress.run(
    i + 1,
    `${100 + Math.floor(random() * 9000)} ${pick(LAST)} St`,
    city,
    state,
    zip,
    state === 'BC' ? 'MEX' : 'USA',
    joined,
    joined,
  );
  const [make, model] = pick(MAKES);
  const moto = make === 'Harley-Davidson' || make === 'Yamaha';
  insertVehicle.run(
    i + 1,
    moto ? 'motorcycle' : 'car',
    make,
    model,
    2005 + Math.floor(random() * 21),
    pick(['Black', 'White', 'Silver', 'Red', 'Blue']),
    plateOf(i),
    joined,
    joined,
  );
  const last_ = lastSaleOf[i] as number;
  const current = last_ > 0 && now - last_ < MONTH * 0.97;
  const lastDay = garageDay(last_ > 0 ? last_ : (joinedAt[i] as number));
  const status = current ? 'active' : endedStatus(random());
  if (current) activeCustomers.push(i);
  insertPass.run(
    i + 1,
    i + 1,
    autopayOf[i] ? 2 : 1,
    status,
    autopayOf[i],
    garageDay(joinedAt[i] as number),
    lastDay,
    renewalDateFor(lastDay),
    joined,
    joined,
  );
  if (status === 'banned') banVehicle.run(i + 1);
});
step(`${CUSTOMERS} customers, addresses, vehicles and passes (${activeCustomers.length} active)`);

// Sales and their invoices in time order; a few failed and void invoices between them.
const insertInvoice = client.prepare(
  `INSERT INTO invoices (customer_id, subscription_id, concept, amount_cents, status_key, paid_at, created_at)
   VALUES (?, ?, ?, ?, ?, ?, ?)`,
);
const insertSale = client.prepare(
  'INSERT INTO sales (subscription_id, customer_id, invoice_id, type, amount_cents, sold_at) VALUES (?, ?, ?, ?, ?, ?)',
);
const priceIn = (ms: number) => 15_000 + Math.floor(((ms - historyStart) / (now - historyStart)) * 4) * 2_500; // raises over the years
inBatches(SALES, (k) => {
  const s = order[k] as number;
  const c = saleCustomer[s] as number;
  const at = saleAt[s] as number;
  const autopay = autopayOf[c] === 1;
  const price = priceIn(at);
  const amount = autopay && (saleCycle[s] as number) < 3 ? Math.round(price * 0.88) : price;
  const concept = autopay ? 'Monthly pass – Autopay' : 'Monthly pass';
  const when = iso(at);
  const roll = random();
  if (autopay && roll < 0.02) {
    insertInvoice.run(
      c + 1,
      c + 1,
      `${concept} – charge failed`,
      amount,
      'failed',
      null,
      iso(at - 3_600_000),
    );
  } else if (roll > 0.997) {
    insertInvoice.run(c + 1, c + 1, `${concept} – voided`, amount, 'void', null, iso(at - 60_000));
  }
  const invoice = insertInvoice.run(
    c + 1,
    c + 1,
    concept,
    amount,
    random() < 0.03 ? 'refunded' : 'paid',
    when,
    when,
  );
  insertSale.run(c + 1, c + 1, invoice.lastInsertRowid, autopay ? 'autopay' : 'manual', amount, when);
});
step(`${SALES} sales and invoices`);

// Checklist events: spread over the history, all but the newest completed by staff within two days.
const STAFF_ACTIONS = new Set([
  'Card assigned',
  'Card re-assigned (same)',
  'Card replaced (reactivation)',
  'Vehicle banned',
  'Subscription canceled',
  'Subscription refunded',
]);
const insertEvent = client.prepare(
  `INSERT INTO events (action, payload, completed, completed_at, completed_by, actor, created_at)
   VALUES (?, ?, ?, ?, ?, ?, ?)`,
);
inBatches(EVENTS, (e) => {
  const at = historyStart + Math.sqrt((e + random()) / EVENTS) * (now - historyStart - 3_600_000);
  const c = Math.floor(random() * CUSTOMERS);
  const action = pick(EVENT_ACTIONS);
  const [first, last] = names[c] as [string, string];
  const payload = JSON.stringify({
    subscription_id: c + 1,
    customer: `${first} ${last}`,
    plate: plateOf(c),
    amount: (priceIn(at) / 100).toFixed(2),
  });
  const pending = e >= EVENTS - PENDING_EVENTS;
  insertEvent.run(
    action,
    payload,
    pending ? 0 : 1,
    pending ? null : iso(Math.min(now, at + (0.5 + random() * 47) * 3_600_000)),
    pending ? null : random() < 0.5 ? 'admin' : 'ambassador',
    STAFF_ACTIONS.has(action) ? 'ambassador' : null,
    iso(at),
  );
});
step(`${EVENTS} events`);

// Access cards: most active passes hold one; the rest are in stock, lost or replaced.
const insertCard = client.prepare(
  'INSERT INTO cards (code, location_id, status_key, subscription_id, created_at, updated_at) VALUES (?, 1, ?, ?, ?, ?)',
);
const assignCard = client.prepare('UPDATE subscriptions SET card_id = ? WHERE id = ?');
inBatches(CARDS, (k) => {
  const holder = k < CARDS * 0.7 ? activeCustomers[k] : undefined;
  const status =
    holder !== undefined ? 'assigned' : k % 20 === 0 ? 'lost' : k % 33 === 0 ? 'replaced' : 'unassigned';
  const created = iso(historyStart + (k / CARDS) * (now - historyStart));
  const card = insertCard.run(
    String(100_000 + k),
    status,
    holder === undefined ? null : holder + 1,
    created,
    created,
  );
  if (holder !== undefined) assignCard.run(card.lastInsertRowid, holder + 1);
});
step(`${CARDS} cards`);

await ensureRollups(db);
step('hourly rollups rebuilt, triggers back');
client.pragma('synchronous = NORMAL');
client.exec('PRAGMA optimize');
client.close();
console.log(
  `Seeded ${config.databasePath} in ${((Date.now() - started) / 1000).toFixed(1)} s (history ${garageDay(historyStart)} .. ${addDays(garageDay(now), 0)}).`,
);
