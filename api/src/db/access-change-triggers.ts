import type { Database } from './open-database';

// The access feed's rows (docs/decisions/gate-access-feed.md) are written by the database itself: a
// trigger on every column a gate decides on appends the credential that changed, in the same
// transaction as the change. No router, import or staff edit can change a pass's access without the
// gate hearing of it, and a rolled-back change leaves no row. The row names the credential only: the
// feed reads its state when it serves it (domain/gate/credential-state.ts).
//
// Created at every start, as the rollups' triggers are (db/rollups.ts): drizzle-kit rebuilds a SQLite
// table under a new name when altering it, which drops that table's triggers.

const VERSION = 'v2';
const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

const plateOf = (vehicleId: string, locationId: string) =>
  `INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
     SELECT ${locationId}, 'licensePlate', plate, ${NOW} FROM vehicles WHERE id = ${vehicleId};`;
const cardOf = (cardId: string) =>
  `INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
     SELECT location_id, 'rfid', code, ${NOW} FROM cards WHERE id = ${cardId};`;

// What a pass's access depends on (domain/gate/pass-access.ts reads the same columns).
const PASS_COLUMNS = [
  'status_key',
  'start_date',
  'next_renewal_date',
  'autopay',
  'autopay_failed_at',
  'paused_until',
  'card_id',
  'vehicle_id',
  'location_id',
] as const;
const changed = (columns: readonly string[]) =>
  columns.map((column) => `OLD.${column} IS NOT NEW.${column}`).join(' OR ');

const TRIGGERS: Record<string, string> = {
  subscriptions_insert: `AFTER INSERT ON subscriptions BEGIN
    ${plateOf('NEW.vehicle_id', 'NEW.location_id')}
    ${cardOf('NEW.card_id')}
  END`,
  subscriptions_update: `AFTER UPDATE OF ${PASS_COLUMNS.join(', ')} ON subscriptions
    WHEN ${changed(PASS_COLUMNS)} BEGIN
    ${plateOf('NEW.vehicle_id', 'NEW.location_id')}
    INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
      SELECT OLD.location_id, 'licensePlate', plate, ${NOW} FROM vehicles
      WHERE id = OLD.vehicle_id AND (OLD.vehicle_id IS NOT NEW.vehicle_id OR OLD.location_id IS NOT NEW.location_id);
    ${cardOf('NEW.card_id')}
    INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
      SELECT location_id, 'rfid', code, ${NOW} FROM cards
      WHERE id = OLD.card_id AND OLD.card_id IS NOT NEW.card_id;
  END`,
  cards_update: `AFTER UPDATE OF status_key, subscription_id, code, location_id ON cards
    WHEN ${changed(['status_key', 'subscription_id', 'code', 'location_id'])} BEGIN
    INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
      VALUES (NEW.location_id, 'rfid', NEW.code, ${NOW});
    INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
      SELECT OLD.location_id, 'rfid', OLD.code, ${NOW}
      WHERE OLD.code IS NOT NEW.code OR OLD.location_id IS NOT NEW.location_id;
  END`,
  // A pass's added plates (docs/decisions/pass-plates.md) follow their pass: a change of the pass, or
  // of its vehicle's ban, reaches each of them; adding, removing or ending one reaches that plate.
  subscriptions_update_plates: `AFTER UPDATE OF ${PASS_COLUMNS.join(', ')} ON subscriptions
    WHEN ${changed(PASS_COLUMNS)} BEGIN
    INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
      SELECT NEW.location_id, 'licensePlate', plate, ${NOW} FROM pass_plates
      WHERE subscription_id = NEW.id AND removed_at IS NULL;
    INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
      SELECT OLD.location_id, 'licensePlate', plate, ${NOW} FROM pass_plates
      WHERE subscription_id = NEW.id AND removed_at IS NULL AND OLD.location_id IS NOT NEW.location_id;
  END`,
  vehicles_update_plates: `AFTER UPDATE OF status ON vehicles WHEN OLD.status IS NOT NEW.status BEGIN
    INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
      SELECT s.location_id, 'licensePlate', p.plate, ${NOW} FROM subscriptions s
      JOIN pass_plates p ON p.subscription_id = s.id AND p.removed_at IS NULL WHERE s.vehicle_id = NEW.id;
  END`,
  pass_plates_insert: `AFTER INSERT ON pass_plates BEGIN
    INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
      SELECT location_id, 'licensePlate', NEW.plate, ${NOW} FROM subscriptions WHERE id = NEW.subscription_id;
  END`,
  pass_plates_update: `AFTER UPDATE OF plate, plate_state, ends_on, removed_at ON pass_plates
    WHEN ${changed(['plate', 'plate_state', 'ends_on', 'removed_at'])} BEGIN
    INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
      SELECT location_id, 'licensePlate', NEW.plate, ${NOW} FROM subscriptions WHERE id = NEW.subscription_id;
    INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
      SELECT location_id, 'licensePlate', OLD.plate, ${NOW} FROM subscriptions
      WHERE id = NEW.subscription_id AND OLD.plate IS NOT NEW.plate;
  END`,
  vehicles_update: `AFTER UPDATE OF plate, plate_state, status ON vehicles
    WHEN ${changed(['plate', 'plate_state', 'status'])} BEGIN
    INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
      SELECT DISTINCT location_id, 'licensePlate', NEW.plate, ${NOW} FROM subscriptions WHERE vehicle_id = NEW.id;
    INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
      SELECT DISTINCT location_id, 'licensePlate', OLD.plate, ${NOW} FROM subscriptions
      WHERE vehicle_id = NEW.id AND OLD.plate IS NOT NEW.plate;
  END`,
};

export const ACCESS_TRIGGER_NAMES = Object.keys(TRIGGERS).map((name) => `access_${name}_${VERSION}`);

/** Creates the feed's triggers where missing (a fresh database, or a table drizzle-kit rebuilt). */
export function ensureAccessTriggers(db: Database): void {
  const client = db.$client;
  client
    .transaction(() => {
      for (const [name, body] of Object.entries(TRIGGERS)) {
        client.exec(`CREATE TRIGGER IF NOT EXISTS access_${name}_${VERSION} ${body}`);
      }
    })
    .immediate();
}
