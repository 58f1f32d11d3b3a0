import { sql } from 'drizzle-orm';
import type { CalendarDate } from '../../contract/calendar-date';
import { normalizeEmail } from '../../contract/email-address';
import { isUsCountry, usStateCode } from '../../contract/us-states';
import type { ValidWizardData } from '../../contract/wizard-data';
import type { DbExecutor } from '../../db/db-executor';
import { sqlRow } from '../../db/raw-sql';
import { customers, subscriptions, vehicles } from '../../db/schema';
import { stateForUsZip } from './us-zip-prefixes';

// Who may buy a pass (SPEC section 5): the wizard asks between steps, the checkout asks again when it
// holds a space, and the payment is refunded if the answer changed before it completed.

/** True when any customer with this e-mail has a banned vehicle or a banned pass. */
export async function isEmailBlocked(db: DbExecutor, email: string): Promise<boolean> {
  const normalized = normalizeEmail(email);
  const row = await sqlRow<{ blocked: number }>(
    db,
    sql`select exists (
      select 1 from ${customers} c join ${vehicles} v on v.customer_id = c.id
      where c.email = ${normalized} and v.status = 'banned'
    ) or exists (
      select 1 from ${customers} c join ${subscriptions} s on s.customer_id = c.id
      where c.email = ${normalized} and s.status_key = 'banned'
    ) as blocked`,
  );
  return Boolean(row?.blocked);
}

/**
 * A plate may be sold a pass unless it already has a live one (active, renewal today or later in the
 * garage calendar, as availability counts it), as its main plate or an added one
 * (docs/decisions/pass-plates.md), or it is banned (vehicle or pass).
 */
export async function isPlateAllowed(db: DbExecutor, plate: string, today: CalendarDate): Promise<boolean> {
  const row = await sqlRow<{ taken: number }>(
    db,
    sql`select exists (
      select 1 from ${vehicles} v where v.plate = ${plate} and v.status = 'banned'
    ) or exists (
      select 1 from ${subscriptions} s join ${vehicles} v on v.id = s.vehicle_id
      where v.plate = ${plate}
        and (s.status_key = 'banned' or (s.status_key = 'active' and s.next_renewal_date >= ${today}))
    ) or exists (
      select 1 from pass_plates p join ${subscriptions} s on s.id = p.subscription_id
      where p.plate = ${plate} and p.removed_at is null and (p.ends_on is null or p.ends_on >= ${today})
        and (s.status_key = 'banned' or (s.status_key = 'active' and s.next_renewal_date >= ${today}))
    ) as taken`,
  );
  return !row?.taken;
}

/** US addresses: the ZIP's prefix belongs to the chosen state. Other countries have nothing to check. */
export function zipMatchesState(
  address: Pick<ValidWizardData['address'], 'country' | 'state' | 'zip'>,
): boolean {
  if (!isUsCountry(address.country)) return true;
  const chosen = usStateCode(address.state);
  const zipState = stateForUsZip(address.zip);
  return chosen !== null && zipState !== null && chosen === zipState;
}
