import { desc, eq, inArray } from 'drizzle-orm';
import type {
  AdminAddress,
  AdminCustomer,
  ClientProfile,
  ProfileSubscription,
} from '../../contract/admin-customers';
import { isPlateRegion } from '../../contract/plate-region';
import type { RefundRequest } from '../../contract/refund-requests';
import type { DbExecutor } from '../../db/db-executor';
import { firstRow } from '../../db/rows';
import { addresses, cards, customers, invoices, locations, vehicles } from '../../db/schema';
import { fullName, profileVehicle } from '../../domain/customers/customer-records';
import { gateStanding } from '../../domain/gate/gate-standing';
import { passStanding } from '../../domain/passes/pass-calendar';
import { pendingCancelOf } from '../../domain/passes/pass-cancel';
import { passPlatesView } from '../../domain/passes/pass-plates';
import { type PortalPass, passesOfCustomer } from '../../domain/passes/portal-pass';
import { pendingRefundRequests } from '../../domain/passes/refund-approval';
import { refundableInvoices } from '../../domain/passes/refundable-invoice';
import { HttpError } from '../../lib/http-error';

type Clock = { timeZone: string; now: Date };

export function toAdminCustomer(row: typeof customers.$inferSelect): AdminCustomer {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone_dial: row.phoneDial,
    phone: row.phone,
    language: row.language,
    invite_pending: row.invitePending,
    created_at: row.createdAt,
    erased_at: row.erasedAt,
  };
}

export function toAdminAddress(row: typeof addresses.$inferSelect): AdminAddress {
  return {
    line1: row.line1,
    line2: row.line2 ?? '',
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
    country: row.country,
  };
}

/** The customer's one mailing address: the newest row, as the signup keeps it. */
export async function newestAddress(tx: DbExecutor, customerId: number) {
  return firstRow(
    tx
      .select()
      .from(addresses)
      .where(eq(addresses.customerId, customerId))
      .orderBy(desc(addresses.id))
      .limit(1),
  );
}

/** `GET /clients/{id}/profile`: the customer with every pass, vehicle and the address. */
export async function clientProfile(
  tx: DbExecutor,
  customerId: number,
  clock: Clock,
): Promise<ClientProfile> {
  const customer = await firstRow(tx.select().from(customers).where(eq(customers.id, customerId)).limit(1));
  if (!customer) throw new HttpError(404, 'customer_not_found');
  const passes = await passesOfCustomer(tx, customerId);
  const address = await newestAddress(tx, customerId);
  const ownVehicles = await tx
    .select()
    .from(vehicles)
    .where(eq(vehicles.customerId, customerId))
    .orderBy(vehicles.id);
  return {
    customer: toAdminCustomer(customer),
    address: address ? toAdminAddress(address) : null,
    subscriptions: await profileSubscriptions(tx, passes, clock),
    vehicles: ownVehicles.map(profileVehicle),
  };
}

async function profileSubscriptions(
  tx: DbExecutor,
  passes: PortalPass[],
  clock: Clock,
): Promise<ProfileSubscription[]> {
  if (passes.length === 0) return [];
  const ids = passes.map((pass) => pass.subscription.id);
  const cardIds = passes.flatMap((pass) => (pass.subscription.cardId ? [pass.subscription.cardId] : []));
  const cardById = new Map(
    (cardIds.length ? await tx.select().from(cards).where(inArray(cards.id, cardIds)) : []).map((card) => [
      card.id,
      card,
    ]),
  );
  const locationNames = new Map(
    (await tx.select({ id: locations.id, name: locations.name }).from(locations)).map((location) => [
      location.id,
      location.name,
    ]),
  );
  const invoiced = new Set(
    (
      await tx
        .selectDistinct({ id: invoices.subscriptionId })
        .from(invoices)
        .where(inArray(invoices.subscriptionId, ids))
    ).map((row) => row.id),
  );
  const refundable = await refundableInvoices(tx, ids);
  const waiting = await pendingRefundRequests(tx, ids);
  return Promise.all(
    passes.map(async (pass) => {
      const { subscription, customer, vehicle, plan } = pass;
      const card = subscription.cardId ? cardById.get(subscription.cardId) : undefined;
      return {
        id: subscription.id,
        client_id: subscription.customerId,
        status_key: subscription.statusKey,
        car_status_key: vehicle.status === 'banned' ? 'banned' : null,
        vehicle_type: vehicle.type,
        make: vehicle.make,
        car_model: vehicle.model,
        car_id: vehicle.id,
        color: vehicle.color,
        year: vehicle.year,
        plate: vehicle.plate,
        plate_state: isPlateRegion(vehicle.plateState) ? vehicle.plateState : null,
        added_plates: (await passPlatesView(tx, pass, clock.now, clock.timeZone)).plates.filter(
          (plate) => !plate.main,
        ),
        pending_cancel: await pendingCancelOf(tx, subscription.id),
        card_id: subscription.cardId,
        card_code: card?.code ?? null,
        card_status_key: card?.statusKey ?? null,
        location_id: subscription.locationId,
        location_name: locationNames.get(subscription.locationId) ?? '',
        autopay: subscription.autopay,
        autopay_consent: subscription.autopayConsentId !== null,
        start_date: subscription.startDate,
        current_period_start: subscription.currentPeriodStart,
        next_renewal_date: subscription.nextRenewalDate,
        days_left: daysLeft(subscription.nextRenewalDate, clock),
        discount_cycles_left: subscription.discountCyclesLeft,
        type: plan.autopay ? 'autopay' : 'one_time',
        plan_name: plan.name,
        plan_name_es: plan.nameEs,
        has_invoices: invoiced.has(subscription.id),
        refund_cents: refundable.get(subscription.id)?.amountCents ?? null,
        refund_request: requestBadge(waiting.get(subscription.id)),
        customer_name: fullName(customer.firstName, customer.lastName),
        gate: await gateStanding(
          tx,
          { ...subscription, vehicleStatus: vehicle.status },
          { now: clock.now.getTime(), timeZone: clock.timeZone },
        ),
      };
    }),
  );
}

function requestBadge(request: RefundRequest | undefined): ProfileSubscription['refund_request'] {
  return request
    ? {
        id: request.id,
        amount_cents: request.amount_cents,
        requested_by: request.requested_by,
        requested_at: request.requested_at,
      }
    : null;
}

/** On the pass calendar the portal uses: past 23:45 on the renewal date the pass is 0 days expired. */
function daysLeft(renewalDate: string | null, clock: Clock): number | null {
  if (!renewalDate) return null;
  const standing = passStanding(clock.timeZone, clock.now, renewalDate);
  return standing.expired ? -standing.daysAgo || 0 : standing.daysLeft;
}
