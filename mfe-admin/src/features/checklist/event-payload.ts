import type { EventAction } from 'api/contract/event-actions';
import type { EventPayloadField, EventPayloads } from 'api/contract/event-payloads';
import { formatListDate, formatTime } from 'design-system/format/dates';
import { formatMoney } from 'design-system/format/money';
import type { Language } from 'design-system/i18n/catalog';
import type { MessageKey } from 'design-system/i18n/language';
import { type TranslatedValue, translatedValue } from './event-values';

// How a checklist card shows an event's payload (SPEC section 3): the listed fields with translated
// labels in a fixed order, id-like fields hidden, per-action hidden fields, vehicle type Car/Motorcycle,
// booleans Yes/No, codes in words (event-values.ts), dates and times by the one date helper, empty
// values a dash. Pure: the card only translates the keys it gets.

export type PayloadText = { text: string } | TranslatedValue;
export type PayloadRow = { field: string; label: PayloadText; value: PayloadText };

/** Fields the SPEC names that this API never writes: rows from the system before it may hold them. */
type SpecOnlyField = 'days_left' | 'details';
type IdField = Extract<EventPayloadField, 'id' | `${string}_id`>;

// Every field an event's payload can have (api/contract/event-payloads.ts) has a label here, so a
// field a writer adds fails to compile until it is translated; ids are hidden instead.
const FIELD_LABELS = {
  customer: 'admin.checklist.fields.customer',
  email: 'admin.checklist.fields.email',
  plate: 'admin.checklist.fields.plate',
  previous_plate: 'admin.checklist.fields.previous_plate',
  type: 'admin.checklist.fields.type',
  card: 'admin.checklist.fields.card',
  previous_card: 'admin.checklist.fields.previous_card',
  plan: 'admin.checklist.fields.plan',
  amount_usd: 'admin.checklist.fields.amount_usd',
  invoice: 'admin.checklist.fields.invoice',
  refund: 'admin.checklist.fields.refund',
  autopay: 'admin.checklist.fields.autopay',
  start_date: 'admin.checklist.fields.start_date',
  current_period_start: 'admin.checklist.fields.current_period_start',
  next_renewal_date: 'admin.checklist.fields.next_renewal_date',
  discount_cycles_left: 'admin.checklist.fields.discount_cycles_left',
  days_left: 'admin.checklist.fields.days_left',
  attempt: 'admin.checklist.fields.attempt',
  decline_code: 'admin.checklist.fields.decline_code',
  next_attempt_at: 'admin.checklist.fields.next_attempt_at',
  last_attempt_date: 'admin.checklist.fields.last_attempt_date',
  reason: 'admin.checklist.fields.reason',
  previous_status: 'admin.checklist.fields.previous_status',
  payment_intent: 'admin.checklist.fields.payment_intent',
  details: 'admin.checklist.fields.details',
  offer_expires_at: 'admin.checklist.fields.offer_expires_at',
  hold_hours: 'admin.checklist.fields.hold_hours',
  source: 'admin.checklist.fields.source',
  online_sales_spaces: 'admin.checklist.fields.online_sales_spaces',
  live_passes: 'admin.checklist.fields.live_passes',
} as const satisfies Record<Exclude<EventPayloadField, IdField> | SpecOnlyField, MessageKey>;

const DATE_FIELDS = new Set(['start_date', 'current_period_start', 'next_renewal_date', 'last_attempt_date']);

/** ISO timestamps: the date and the time of day in the garage's zone. */
const TIMESTAMP_FIELDS = new Set(['next_attempt_at', 'offer_expires_at']);

/** SPEC: 'Manual renewal hides subscription_id and payment_intent; Autopay toggled hides several ids and days_left'. */
const HIDDEN_BY_ACTION: {
  readonly [A in EventAction]?: ReadonlySet<keyof EventPayloads[A] | SpecOnlyField>;
} = {
  'Manual renewal': new Set(['subscription_id', 'payment_intent']),
  'Autopay toggled': new Set(['days_left']),
};

const DASH = '—';

/** Client, subscription, card and other record ids: `id`, `*_id`, `*Id` (clientId). */
export function isIdLikeField(field: string): boolean {
  return field === 'id' || field.endsWith('_id') || /[a-z]Id$/.test(field);
}

/** The payload as an object: the API sends one, older rows may hold JSON text or plain text. */
export function payloadObject(payload: unknown): Record<string, unknown> {
  if (payload !== null && typeof payload === 'object' && !Array.isArray(payload)) {
    return payload as Record<string, unknown>;
  }
  if (typeof payload === 'string') {
    try {
      const parsed: unknown = JSON.parse(payload);
      if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return parsed as Record<string, unknown>;
      }
    } catch {
      // Plain text: shown as it is, below.
    }
    return payload.trim() === '' ? {} : { details: payload };
  }
  return {};
}

/** The customer whose profile the card opens: `client_id` or `clientId`, when it is a positive id. */
export function eventClientId(payload: unknown): number | null {
  const object = payloadObject(payload);
  const raw = object.client_id ?? object.clientId;
  const id = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

const humanize = (field: string) => {
  const words = field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function valueText(action: string, field: string, value: unknown, language: Language): PayloadText {
  // A failure the provider gave no reason for is still a decline.
  if (field === 'decline_code' && (value === null || value === '')) {
    return { key: 'admin.checklist.declines.declined' };
  }
  if (value === null || value === undefined) return { text: DASH };
  if (typeof value === 'boolean')
    return { key: value ? 'admin.checklist.values.yes' : 'admin.checklist.values.no' };
  if (typeof value === 'string' && value.trim() === '') return { text: DASH };
  if (field === 'type' && typeof value === 'string') {
    const type = value.trim().toLowerCase();
    if (type === 'car') return { key: 'admin.checklist.values.car' };
    if (type === 'motorcycle') return { key: 'admin.checklist.values.motorcycle' };
  }
  if (typeof value === 'string') {
    const translated = translatedValue(action, field, value);
    if (translated) return translated;
  }
  if (field === 'amount_usd') {
    const dollars = Number(value);
    return { text: Number.isFinite(dollars) ? formatMoney(Math.round(dollars * 100)) : String(value) };
  }
  if (DATE_FIELDS.has(field) && typeof value === 'string') {
    const shown = formatListDate(value);
    return { text: shown === DASH ? value : shown };
  }
  if (TIMESTAMP_FIELDS.has(field) && typeof value === 'string') {
    const date = formatListDate(value);
    if (date === DASH) return { text: value };
    return { key: 'admin.checklist.values.dateTime', params: { date, time: formatTime(value, language) } };
  }
  if (typeof value === 'object') return { text: JSON.stringify(value) };
  return { text: String(value) };
}

/**
 * The rows a card shows in the reader's `language`: known fields in the SPEC's order, then any other
 * visible field as sent. `planName`: the plan in the reader's language (the API sends its Spanish name
 * beside the English one the payload stores), shown instead of the stored name when given.
 */
export function payloadRows(
  action: string,
  payload: unknown,
  language: Language,
  planName?: string | null,
): PayloadRow[] {
  const object = payloadObject(payload);
  const hidden: ReadonlySet<string> | undefined = HIDDEN_BY_ACTION[action as EventAction];
  const visible = (field: string) => !isIdLikeField(field) && !hidden?.has(field);
  const known = Object.keys(FIELD_LABELS).filter((field) => field in object && visible(field));
  const others = Object.keys(object).filter((field) => !(field in FIELD_LABELS) && visible(field));
  return [
    ...known.map((field) => ({
      field,
      label: { key: FIELD_LABELS[field as keyof typeof FIELD_LABELS] } as PayloadText,
      value:
        field === 'plan' && planName ? { text: planName } : valueText(action, field, object[field], language),
    })),
    ...others.map((field) => ({
      field,
      label: { text: humanize(field) },
      value: valueText(action, field, object[field], language),
    })),
  ];
}
