import type { z } from 'zod';
import { todayInTimeZone } from '../../contract/calendar-date';
import {
  type CustomerImportResponse,
  type ImportRowError,
  type ImportRowResult,
  type NewCustomerInput,
  newCustomerSchema,
  type ValidNewCustomer,
} from '../../contract/customer-import';
import { normalizeEmail } from '../../contract/email-address';
import { plans } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import {
  type AddedParker,
  addParker,
  checkParker,
  onFileProblems,
  type ParkerFacts,
  sendParkerInvite,
} from '../../domain/customers/existing-parkers';
import { getInventory, ONLINE_SALES_LOCATION_ID } from '../../domain/garage/capacity';
import { HttpError } from '../../lib/http-error';
import { columnOf, parseCustomerCsv, rowInput } from './csv-rows';
import type { ParkerDeps } from './customer-create.service';

// A CSV of existing parkers: a dry run answers every row's fate and writes nothing; the real run
// writes every valid row in one transaction, or nothing at all when any row is invalid
// (docs/decisions/customer-import.md). Rows already on file are reported, never added twice.

export async function importCustomers(
  deps: ParkerDeps,
  input: { csv: string; dryRun: boolean },
  actor: string | null,
): Promise<CustomerImportResponse> {
  const parsed = parseCustomerCsv(input.csv);
  const now = deps.now();
  const today = todayInTimeZone(deps.config.garageTz, now);
  const added: AddedParker[] = [];

  const rows = await inTransaction(
    deps.db,
    async (tx) => {
      const planRows = await tx.select().from(plans);
      const planId = (text: string) => {
        const wanted = text.trim().toLowerCase();
        if (wanted === '') return null;
        const plan = planRows.find((p) => String(p.id) === wanted || p.name.trim().toLowerCase() === wanted);
        return plan?.id ?? null;
      };
      let spacesLeft = (
        await getInventory(deps.db, ONLINE_SALES_LOCATION_ID, { today, nowIso: now.toISOString() })
      ).availables;
      const seenEmails = new Set<string>();
      const seenPlates = new Set<string>();
      const results: ImportRowResult[] = [];

      for (const { line, cells } of parsed.rows) {
        const result: ImportRowResult = {
          row: line,
          status: 'error',
          errors: [],
          name: `${cells.first_name ?? ''} ${cells.last_name ?? ''}`.trim(),
          email: cells.email ?? '',
          plate: cells.plate ?? '',
          plan: cells.plan ?? null,
          start_date: null,
          next_renewal_date: null,
          card_status: null,
          over_capacity: false,
          customer_id: null,
        };
        results.push(result);
        const planUnknown = (cells.plan ?? '').trim() !== '' && planId(cells.plan ?? '') === null;
        const checked = newCustomerSchema.safeParse(rowInput(cells, planId));
        if (!checked.success) {
          result.errors = checked.error.issues
            .map((issue) => ({ field: columnOf(issue.path), code: issue.message }))
            .filter((error) => !(planUnknown && error.field === 'plan'));
          if (planUnknown) result.errors.push({ field: 'plan', code: 'plan_not_found' });
          // The fields that are fine on their own are still checked against the file and what is on
          // record, so every problem of the row shows at once.
          const facts = validFields(rowInput(cells, planId));
          result.errors.push(
            ...fileDuplicates(facts, seenEmails, seenPlates),
            ...(await onFileProblems(tx, facts, today)).errors,
          );
          continue;
        }
        const valid = checked.data;
        Object.assign(result, describe(valid, planRows));
        const duplicates = fileDuplicates(
          { email: valid.email, plate: valid.vehicle.plate },
          seenEmails,
          seenPlates,
        );
        const parker = await checkParker(tx, valid, today);
        if (parker.kind === 'already_imported') {
          Object.assign(result, { status: 'already_imported', customer_id: parker.customerId });
          continue;
        }
        const errors: ImportRowError[] = [...duplicates, ...(parker.kind === 'invalid' ? parker.errors : [])];
        if (errors.length > 0 || parker.kind !== 'new') {
          result.errors = errors;
          continue;
        }
        result.card_status = valid.card_code === null ? null : parker.card ? 'assigned' : 'unknown';
        result.over_capacity = spacesLeft <= 0;
        spacesLeft -= 1;
        if (input.dryRun) {
          result.status = 'ok';
          continue;
        }
        const parkerAdded = await addParker(tx, valid, parker, {
          db: deps.db,
          jwtSecret: deps.config.jwtSecret,
          now,
          today,
          actor,
          source: 'csv',
        });
        added.push(parkerAdded);
        Object.assign(result, {
          status: 'created',
          customer_id: parkerAdded.customerId,
          over_capacity: parkerAdded.overCapacity,
        });
      }
      // All or nothing: a half-imported file is harder to fix than one refused whole.
      if (!input.dryRun && results.some((row) => row.status === 'error')) {
        throw new HttpError(422, 'import_has_errors');
      }
      return results;
    },
    { behavior: 'immediate' },
  );

  // After the commit, in the background: a file of thousands of rows must not wait for each e-mail.
  for (const parker of added)
    deps.background.run('invite e-mail', async () => sendParkerInvite(deps, parker));
  const count = (status: ImportRowResult['status']) => rows.filter((row) => row.status === status).length;
  return {
    dry_run: input.dryRun,
    delimiter: parsed.delimiter,
    rows,
    created: count(input.dryRun ? 'ok' : 'created'),
    already_imported: count('already_imported'),
    invalid: count('error'),
    over_capacity: rows.some((row) => row.over_capacity),
  };
}

function describe(valid: ValidNewCustomer, planRows: { id: number; name: string }[]) {
  return {
    name: `${valid.first_name} ${valid.last_name}`.trim(),
    email: normalizeEmail(valid.email),
    plate: valid.vehicle.plate,
    plan: planRows.find((plan) => plan.id === valid.plan_id)?.name ?? null,
    start_date: valid.start_date,
    next_renewal_date: valid.next_renewal_date,
  };
}

/** The same e-mail or plate twice in one file: the later rows are refused. */
function fileDuplicates(
  facts: { email?: string; plate?: string },
  emails: Set<string>,
  plates: Set<string>,
): ImportRowError[] {
  const errors: ImportRowError[] = [];
  const email = facts.email === undefined ? undefined : normalizeEmail(facts.email);
  if (email !== undefined) {
    if (emails.has(email)) errors.push({ field: 'email', code: 'duplicate_in_file' });
    emails.add(email);
  }
  if (facts.plate !== undefined) {
    if (plates.has(facts.plate)) errors.push({ field: 'plate', code: 'duplicate_in_file' });
    plates.add(facts.plate);
  }
  return errors;
}

const shape = newCustomerSchema.shape;

/** The value a field's own rule makes of it, or undefined when that rule refuses it. */
function fieldValue<T>(schema: z.ZodType<T>, value: unknown): T | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The looked-up values of a refused row that pass their own field's rule (the plan is checked apart). */
function validFields(input: NewCustomerInput): ParkerFacts {
  return {
    email: fieldValue(shape.email, input.email),
    plate: fieldValue(shape.vehicle.shape.plate, input.vehicle.plate),
    nextRenewalDate: fieldValue(shape.next_renewal_date, input.next_renewal_date),
    cardCode: fieldValue(shape.card_code, input.card_code),
  };
}
