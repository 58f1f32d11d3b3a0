import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Config } from '../config';
import { LOSS_FEE_ITEM_NAME } from '../contract/item';
import type { Database } from './open-database';
import { firstRow } from './rows';
import { garageDetails, items, locations, plans, staffUsers } from './schema';
import { inTransaction } from './transaction';

export type Log = (message: string) => void;

/** Turns a password into what `staff_users.password_hash` stores; passed in, since hashing is not this layer's. */
export type HashPassword = (password: string) => Promise<string>;

export const SEED_PLANS = [
  {
    id: 1,
    name: 'Monthly pass',
    description: 'One month of covered parking for one vehicle, paid once.',
    nameEs: 'Pase mensual',
    descriptionEs: 'Un mes de estacionamiento techado para un vehículo, en un solo pago.',
    priceCents: 25_000,
    autopay: false,
    discountPercent: 0,
    durationMonths: 1,
    isPublic: true,
  },
  {
    id: 2,
    name: 'Monthly pass – Autopay',
    description: 'Renews every month on the card on file; 12% off the first 3 months.',
    nameEs: 'Pase mensual – Pago automático',
    descriptionEs: 'Se renueva cada mes con la tarjeta registrada; 12% de descuento los primeros 3 meses.',
    priceCents: 25_000,
    autopay: true,
    discountPercent: 12,
    durationMonths: 1,
    isPublic: true,
  },
] as const;

export const SEED_LOSS_FEE_CENTS = 2_500;
export const SEED_ONLINE_SALES_SPACES = 40;

/**
 * Reference data the product cannot run without. Inserted only when missing, so edits staff make
 * later (prices, space limits) survive restarts.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx
      .insert(plans)
      .values([...SEED_PLANS])
      .onConflictDoNothing();
    // Databases seeded before plans had Spanish text get it once; a name staff wrote is kept.
    for (const plan of SEED_PLANS) {
      await tx
        .update(plans)
        .set({ nameEs: plan.nameEs, descriptionEs: plan.descriptionEs })
        .where(and(eq(plans.id, plan.id), eq(plans.name, plan.name), eq(plans.nameEs, '')));
    }
    await tx
      .insert(items)
      .values({
        name: LOSS_FEE_ITEM_NAME,
        description: 'Replacement access card for a lost or damaged one.',
        priceCents: SEED_LOSS_FEE_CENTS,
      })
      .onConflictDoNothing();
    await tx
      .insert(locations)
      .values({
        id: 1,
        name: 'Border Crossing Garage',
        address: '',
        onlineSalesSpaces: SEED_ONLINE_SALES_SPACES,
      })
      .onConflictDoNothing();
  });
}

type StaffSeed = { username: string; role: 'admin' | 'ambassador'; password: string; generated: boolean };

/** Creates `admin` and `ambassador` only on a database with no staff at all. */
export async function seedStaffUsers(
  db: Database,
  config: Config,
  log: Log,
  hashPassword: HashPassword,
): Promise<StaffSeed[]> {
  if ((await countStaff(db)) > 0) return [];

  const wanted: StaffSeed[] = [
    credential('admin', 'admin', config.adminPassword),
    credential('ambassador', 'ambassador', config.ambassadorPassword),
  ];
  const rows = await Promise.all(
    wanted.map(async (user) => ({
      username: user.username,
      role: user.role,
      passwordHash: await hashPassword(user.password),
      // Printed in a log or typed into the environment: replaced at first sign-in, with a second
      // factor for the admin (docs/decisions/staff-accounts.md).
      mustChangePassword: true,
    })),
  );

  // Re-checked inside the write: another process may have seeded while we were hashing.
  const created = await inTransaction(db, async (tx) => {
    const existing = (await firstRow(tx.select({ n: count() }).from(staffUsers).limit(1)))?.n ?? 0;
    if (existing > 0) return false;
    await tx.insert(staffUsers).values(rows);
    return true;
  });
  if (!created) return [];

  for (const user of wanted) {
    if (user.generated) {
      log(
        `Created staff user "${user.username}" (${user.role}) with password: ${user.password}  (shown once)`,
      );
    } else {
      log(`Created staff user "${user.username}" (${user.role}) with the configured password`);
    }
  }
  return wanted;
}

/** Fills the row from the OFFICE_* settings on a database that has none; staff edits are kept. */
export async function seedGarageDetails(db: Database, office: Config['office']): Promise<void> {
  await db
    .insert(garageDetails)
    .values({
      id: 1,
      legalName: office.legalName,
      address: office.address,
      taxId: office.taxId,
      phone: office.phone,
      email: office.email,
      hoursEn: office.hours.en,
      hoursEs: office.hours.es,
    })
    .onConflictDoNothing();
}

export async function seedDatabase(
  db: Database,
  config: Config,
  log: Log,
  hashPassword: HashPassword,
): Promise<void> {
  await seedReferenceData(db);
  await seedGarageDetails(db, config.office);
  await seedStaffUsers(db, config, log, hashPassword);
}

async function countStaff(db: Database): Promise<number> {
  return (await firstRow(db.select({ n: count() }).from(staffUsers).limit(1)))?.n ?? 0;
}

function credential(username: string, role: StaffSeed['role'], configured: string | undefined): StaffSeed {
  if (configured) return { username, role, password: configured, generated: false };
  return { username, role, password: randomBytes(12).toString('base64url'), generated: true };
}
