import { type AuditAction, isAuditAction } from 'api/contract/audit';
import { isCalendarDate } from 'api/contract/calendar-date';

/** The Activity filters as the URL keeps them ('' = not filtered). */
export const ACTIVITY_DEFAULTS = { person: '', action: '', customer: '', from: '', to: '' } as const;
export type ActivityFilterValues = Record<keyof typeof ACTIVITY_DEFAULTS, string>;

export type ActivityFilters = {
  actor?: string;
  action?: AuditAction;
  customer_id?: string;
  from?: string;
  to?: string;
};

/**
 * What the API is asked for: only filters that can be read (a half-typed customer number or date
 * is left out rather than refused), so the list and the CSV always agree on the same rows.
 */
export function activityFilters(values: ActivityFilterValues): ActivityFilters {
  const person = values.person.trim().toLowerCase();
  const customer = values.customer.trim();
  const filters: ActivityFilters = {};
  if (person) filters.actor = person;
  if (isAuditAction(values.action)) filters.action = values.action;
  if (/^[1-9]\d{0,15}$/.test(customer)) filters.customer_id = customer;
  if (isCalendarDate(values.from)) filters.from = values.from;
  if (isCalendarDate(values.to)) filters.to = values.to;
  if (filters.from && filters.to && filters.from > filters.to) delete filters.to;
  return filters;
}
