import { eq } from 'drizzle-orm';
import type { GarageDetails } from '../../contract/garage-details';
import type { DbExecutor } from '../../db/db-executor';
import { firstRow } from '../../db/rows';
import { garageDetails } from '../../db/schema';

// The one place the garage's details are read (docs/decisions/garage-details.md).

// One row: db/seed.ts fills it at every start where missing.
export const GARAGE_DETAILS_ROW_ID = 1;

export async function readGarageDetails(db: DbExecutor): Promise<GarageDetails> {
  const row = await firstRow(
    db.select().from(garageDetails).where(eq(garageDetails.id, GARAGE_DETAILS_ROW_ID)).limit(1),
  );
  // Seeded at every start (db/seed.ts), so a missing row is a database nobody prepared.
  if (!row) throw new Error('garage_details has no row: the database was not seeded');
  return {
    legal_name: row.legalName,
    address: row.address,
    tax_id: row.taxId,
    phone: row.phone,
    email: row.email,
    hours: { en: row.hoursEn, es: row.hoursEs },
  };
}

export async function saveGarageDetails(
  db: DbExecutor,
  details: GarageDetails,
  nowIso: string,
): Promise<void> {
  await db
    .update(garageDetails)
    .set({
      legalName: details.legal_name,
      address: details.address,
      taxId: details.tax_id,
      phone: details.phone,
      email: details.email,
      hoursEn: details.hours.en,
      hoursEs: details.hours.es,
      updatedAt: nowIso,
    })
    .where(eq(garageDetails.id, GARAGE_DETAILS_ROW_ID));
}
