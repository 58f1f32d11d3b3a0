import { todayInTimeZone } from '../../contract/calendar-date';
import type { NewCustomerResponse, ValidNewCustomer } from '../../contract/customer-import';
import type { ErrorCode } from '../../contract/error-codes';
import type { Database } from '../../db/open-database';
import { inTransaction } from '../../db/transaction';
import { addParker, checkParker, sendParkerInvite } from '../../domain/customers/existing-parkers';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { HttpError } from '../../lib/http-error';
import type { ErrorStatus } from '../../lib/route-docs';
import type { MailProvider } from '../../providers/mail/mail-provider';

export type ParkerDeps = {
  db: Database;
  config: { garageTz: string; jwtSecret: string; publicBaseUrl: string };
  now: () => Date;
  mail: MailProvider;
  log: (message: string, error?: unknown) => void;
  background: BackgroundTasks;
};

/** Per code a parker can be refused with, its status: what is on file conflicts (409) or is missing. */
export const PARKER_REFUSALS = {
  email_taken: 409,
  email_banned: 409,
  plate_has_pass: 409,
  plate_not_allowed: 409,
  card_not_available: 409,
  plan_not_found: 404,
  renewal_in_past: 422,
  duplicate_in_file: 409,
} as const satisfies Partial<Record<ErrorCode, ErrorStatus>>;

/** The form's field (the body's dotted path) for a CSV column a refusal names. */
const FORM_FIELDS: Partial<Record<string, string>> = {
  plate: 'vehicle.plate',
  plan: 'plan_id',
  card_number: 'card_code',
};

/** `POST /clients`: one existing parker, added and invited; the invite is sent before answering. */
export async function createCustomer(
  deps: ParkerDeps,
  input: ValidNewCustomer,
  actor: string | null,
): Promise<NewCustomerResponse> {
  const now = deps.now();
  const today = todayInTimeZone(deps.config.garageTz, now);
  const added = await inTransaction(
    deps.db,
    async (tx) => {
      const checked = await checkParker(tx, input, today);
      // The form adds a new customer: one already on file is found through search, not added again.
      if (checked.kind === 'already_imported') {
        throw new HttpError(409, 'email_taken', undefined, { details: { field: 'email' } });
      }
      if (checked.kind === 'invalid') {
        const [first] = checked.errors;
        const code = (first?.code ?? 'plan_not_found') as keyof typeof PARKER_REFUSALS;
        const field = first?.field ? (FORM_FIELDS[first.field] ?? first.field) : null;
        throw new HttpError(PARKER_REFUSALS[code], code, undefined, field ? { details: { field } } : {});
      }
      return addParker(tx, input, checked, {
        db: deps.db,
        jwtSecret: deps.config.jwtSecret,
        now,
        today,
        actor,
        source: 'form',
      });
    },
    { behavior: 'immediate' },
  );
  const inviteSent = await sendParkerInvite(deps, added);
  return {
    customer_id: added.customerId,
    subscription_id: added.subscriptionId,
    card_status: added.cardStatus,
    over_capacity: added.overCapacity,
    invite_sent: inviteSent,
  };
}
