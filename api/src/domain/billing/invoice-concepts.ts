import { conceptText } from '../../contract/invoice-concept';
import type { Database } from '../../db/open-database';
import { plans } from '../../db/schema';

export type PlanNames = { name: string; name_es: string };

/** Every plan's English and Spanish name (deleted plans too: old invoices name them). */
export async function planNames(db: Database): Promise<PlanNames[]> {
  return db.select({ name: plans.name, name_es: plans.nameEs }).from(plans);
}

/**
 * A stored concept (always English) with its Spanish reading beside it, for answers that list invoices:
 * the front ends show the one in their reader's language, as the invoice e-mail does.
 */
export async function withSpanishConcept<Row extends { concept: string }>(
  rows: readonly Row[],
  names: () => Promise<readonly PlanNames[]>,
): Promise<(Row & { concept_es: string })[]> {
  if (rows.length === 0) return [];
  const known = await names();
  return rows.map((row) => ({ ...row, concept_es: conceptText(row.concept, 'es', known) }));
}
