import type { Database } from './open-database';
import { inTransaction } from './transaction';
import { createTriggers, type Trigger, type TriggerDialect, triggerDialect } from './triggers';

// The access feed's rows (docs/decisions/gate-access-feed.md) are written by the database itself: a
// trigger on every column a gate decides on appends the credential that changed, in the same
// transaction as the change. No router, import or staff edit can change a pass's access without the
// gate hearing of it, and a rolled-back change leaves no row. The row names the credential only: the
// feed reads its state when it serves it (domain/gate/credential-state.ts).
//
// Created at every start, as the rollups' triggers are (db/rollups.ts): drizzle-kit rebuilds a SQLite
// table under a new name when altering it, which drops that table's triggers.

const VERSION = 'v2';

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

type Spec = Omit<Trigger, 'name'>;

function specs({ now, differs }: TriggerDialect): Record<string, Spec> {
  const changed = (columns: readonly string[]) =>
    columns.map((column) => differs(`OLD.${column}`, `NEW.${column}`)).join(' OR ');
  const plateOf = (vehicleId: string, locationId: string) =>
    `INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
     SELECT ${locationId}, 'licensePlate', plate, ${now} FROM vehicles WHERE id = ${vehicleId};`;
  const cardOf = (cardId: string) =>
    `INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
     SELECT location_id, 'rfid', code, ${now} FROM cards WHERE id = ${cardId};`;
  return {
    subscriptions_insert: {
      event: 'AFTER INSERT ON subscriptions',
      body: `${plateOf('NEW.vehicle_id', 'NEW.location_id')}
      ${cardOf('NEW.card_id')}`,
    },
    subscriptions_update: {
      event: `AFTER UPDATE OF ${PASS_COLUMNS.join(', ')} ON subscriptions`,
      when: changed(PASS_COLUMNS),
      body: `${plateOf('NEW.vehicle_id', 'NEW.location_id')}
      INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
        SELECT OLD.location_id, 'licensePlate', plate, ${now} FROM vehicles
        WHERE id = OLD.vehicle_id AND (${differs('OLD.vehicle_id', 'NEW.vehicle_id')} OR ${differs('OLD.location_id', 'NEW.location_id')});
      ${cardOf('NEW.card_id')}
      INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
        SELECT location_id, 'rfid', code, ${now} FROM cards
        WHERE id = OLD.card_id AND ${differs('OLD.card_id', 'NEW.card_id')};`,
    },
    cards_update: {
      event: 'AFTER UPDATE OF status_key, subscription_id, code, location_id ON cards',
      when: changed(['status_key', 'subscription_id', 'code', 'location_id']),
      body: `INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
        VALUES (NEW.location_id, 'rfid', NEW.code, ${now});
      INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
        SELECT OLD.location_id, 'rfid', OLD.code, ${now}
        WHERE ${differs('OLD.code', 'NEW.code')} OR ${differs('OLD.location_id', 'NEW.location_id')};`,
    },
    // A pass's added plates (docs/decisions/pass-plates.md) follow their pass: a change of the pass, or
    // of its vehicle's ban, reaches each of them; adding, removing or ending one reaches that plate.
    subscriptions_update_plates: {
      event: `AFTER UPDATE OF ${PASS_COLUMNS.join(', ')} ON subscriptions`,
      when: changed(PASS_COLUMNS),
      body: `INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
        SELECT NEW.location_id, 'licensePlate', plate, ${now} FROM pass_plates
        WHERE subscription_id = NEW.id AND removed_at IS NULL;
      INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
        SELECT OLD.location_id, 'licensePlate', plate, ${now} FROM pass_plates
        WHERE subscription_id = NEW.id AND removed_at IS NULL AND ${differs('OLD.location_id', 'NEW.location_id')};`,
    },
    vehicles_update_plates: {
      event: 'AFTER UPDATE OF status ON vehicles',
      when: differs('OLD.status', 'NEW.status'),
      body: `INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
        SELECT s.location_id, 'licensePlate', p.plate, ${now} FROM subscriptions s
        JOIN pass_plates p ON p.subscription_id = s.id AND p.removed_at IS NULL WHERE s.vehicle_id = NEW.id;`,
    },
    pass_plates_insert: {
      event: 'AFTER INSERT ON pass_plates',
      body: `INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
        SELECT location_id, 'licensePlate', NEW.plate, ${now} FROM subscriptions WHERE id = NEW.subscription_id;`,
    },
    pass_plates_update: {
      event: 'AFTER UPDATE OF plate, plate_state, ends_on, removed_at ON pass_plates',
      when: changed(['plate', 'plate_state', 'ends_on', 'removed_at']),
      body: `INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
        SELECT location_id, 'licensePlate', NEW.plate, ${now} FROM subscriptions WHERE id = NEW.subscription_id;
      INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
        SELECT location_id, 'licensePlate', OLD.plate, ${now} FROM subscriptions
        WHERE id = NEW.subscription_id AND ${differs('OLD.plate', 'NEW.plate')};`,
    },
    vehicles_update: {
      event: 'AFTER UPDATE OF plate, plate_state, status ON vehicles',
      when: changed(['plate', 'plate_state', 'status']),
      body: `INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
        SELECT DISTINCT location_id, 'licensePlate', NEW.plate, ${now} FROM subscriptions WHERE vehicle_id = NEW.id;
      INSERT INTO access_changes (location_id, credential_type, credential_value, changed_at)
        SELECT DISTINCT location_id, 'licensePlate', OLD.plate, ${now} FROM subscriptions
        WHERE vehicle_id = NEW.id AND ${differs('OLD.plate', 'NEW.plate')};`,
    },
  };
}

const triggerName = (name: string) => `access_${name}_${VERSION}`;

/** Creates the feed's triggers where missing (a fresh database, or a table drizzle-kit rebuilt). */
export async function ensureAccessTriggers(db: Database): Promise<void> {
  const triggers = Object.entries(specs(triggerDialect(db))).map(([name, spec]) => ({
    name: triggerName(name),
    ...spec,
  }));
  await inTransaction(db, (tx) => createTriggers(tx, triggers), { behavior: 'immediate' });
}
