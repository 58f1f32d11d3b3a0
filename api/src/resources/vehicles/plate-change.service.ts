import { and, desc, eq, ne } from 'drizzle-orm';
import type { Config } from '../../config';
import type { PlateChangeResponse } from '../../contract/admin-customers';
import { todayInTimeZone } from '../../contract/calendar-date';
import type { PlateRegion } from '../../contract/plate-region';
import type { Database } from '../../db/open-database';
import { firstRow, returnedRow } from '../../db/rows';
import { customers, subscriptions, vehicles } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { fullName, profileVehicle } from '../../domain/customers/customer-records';
import { isPlateAllowed } from '../../domain/customers/eligibility';
import { appLink } from '../../domain/emails/mail-layout';
import { plateChangedEmail } from '../../domain/emails/plate-changed-email';
import { ONLINE_SALES_LOCATION_ID } from '../../domain/garage/capacity';
import { officeContact } from '../../domain/garage/office-contact';
import { HttpError } from '../../lib/http-error';
import { writeEvent } from '../../lib/write-event';
import type { MailProvider } from '../../providers/mail/mail-provider';

type PlateDeps = {
  db: Database;
  config: Config;
  now: () => Date;
  mail: MailProvider;
  log: (message: string, error?: unknown) => void;
};

/**
 * `PUT /vehicles/{id}/plate` (docs/decisions/staff-plate-change.md): the plate the vehicle now carries.
 * Refused when another live pass or a banned vehicle has it (the signup's own rule), when another
 * vehicle on file holds it (plates are unique), and for a banned vehicle (a new plate would shed the
 * ban). Recorded as 'Plate changed'; the customer is e-mailed in their language after the commit.
 */
export async function changePlate(
  deps: PlateDeps,
  vehicleId: number,
  input: { plate: string; plate_state?: PlateRegion | null | undefined },
  actor: string,
): Promise<PlateChangeResponse> {
  const { plate } = input;
  const now = deps.now();
  // Absent: the state on file stays (a caller that does not ask for it).
  const state = input.plate_state !== undefined ? { plateState: input.plate_state } : {};
  const result = await inTransaction(
    deps.db,
    async (tx) => {
      const vehicle = await firstRow(tx.select().from(vehicles).where(eq(vehicles.id, vehicleId)).limit(1));
      if (!vehicle) throw new HttpError(404, 'vehicle_not_found');
      if (vehicle.plate === plate) {
        // Only the state corrected: nothing the customer signs in with moved, so no event or e-mail.
        const kept =
          input.plate_state !== undefined && input.plate_state !== vehicle.plateState
            ? await returnedRow(
                tx
                  .update(vehicles)
                  .set({ ...state, updatedAt: now.toISOString() })
                  .where(eq(vehicles.id, vehicleId))
                  .returning(),
              )
            : vehicle;
        return { vehicle: kept ?? vehicle, previous: plate, pass: null, customer: null };
      }
      const bannedPass = await firstRow(
        tx
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(and(eq(subscriptions.vehicleId, vehicleId), eq(subscriptions.statusKey, 'banned')))
          .limit(1),
      );
      if (vehicle.status === 'banned' || bannedPass) throw new HttpError(409, 'vehicle_banned');
      if (!(await isPlateAllowed(tx, plate, todayInTimeZone(deps.config.garageTz, now)))) {
        throw new HttpError(409, 'plate_not_allowed');
      }
      const holder = await firstRow(
        tx
          .select({ id: vehicles.id })
          .from(vehicles)
          .where(and(eq(vehicles.plate, plate), ne(vehicles.id, vehicleId)))
          .limit(1),
      );
      if (holder) throw new HttpError(409, 'plate_on_file');
      const updated = await returnedRow(
        tx
          .update(vehicles)
          .set({ plate, ...state, updatedAt: now.toISOString() })
          .where(eq(vehicles.id, vehicleId))
          .returning(),
      );
      if (!updated) throw new Error(`Vehicle ${vehicleId} vanished inside its own transaction`);
      const customer = await firstRow(
        tx.select().from(customers).where(eq(customers.id, vehicle.customerId)).limit(1),
      );
      if (!customer) throw new Error(`Vehicle ${vehicleId} has no customer`);
      const pass =
        (await firstRow(
          tx
            .select()
            .from(subscriptions)
            .where(eq(subscriptions.vehicleId, vehicleId))
            .orderBy(desc(subscriptions.id))
            .limit(1),
        )) ?? null;
      await writeEvent(
        tx,
        'Plate changed',
        {
          client_id: customer.id,
          subscription_id: pass?.id ?? null,
          customer: fullName(customer.firstName, customer.lastName),
          plate,
          previous_plate: vehicle.plate,
          type: vehicle.type,
        },
        now,
        actor,
      );
      return { vehicle: updated, previous: vehicle.plate, pass, customer };
    },
    { behavior: 'immediate' },
  );
  const { customer, pass } = result;
  if (customer) {
    try {
      await deps.mail.send({
        to: customer.email,
        ...plateChangedEmail({
          language: customer.language,
          firstName: customer.firstName,
          previousPlate: result.previous,
          plate,
          portalUrl: appLink(deps.config.publicBaseUrl, '/payments'),
          office: await officeContact(deps, pass?.locationId ?? ONLINE_SALES_LOCATION_ID),
        }),
      });
    } catch (error) {
      // The change stands: the office can tell the customer; the event is on the checklist.
      deps.log(`plate change e-mail for vehicle ${vehicleId} failed`, error);
    }
  }
  return {
    vehicle: profileVehicle(result.vehicle),
    previous_plate: result.previous,
    changed: customer !== null,
  };
}
