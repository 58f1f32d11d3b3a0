import { emailAddressSchema } from 'api/contract/email-address';
import type { MessageKey } from 'design-system/i18n/language';

export type InvoiceEmailValues = { recipients: string; subject: string; body: string };
export type InvoiceEmailErrors = { recipients?: MessageKey; subject?: MessageKey };

export const MAX_RECIPIENTS = 5;
export const MAX_SUBJECT_LENGTH = 200;

/** 'a@x.com, b@y.com' -> ['a@x.com', 'b@y.com'] (blank entries from stray commas dropped). */
export function splitRecipients(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export function validateInvoiceEmail(values: InvoiceEmailValues): InvoiceEmailErrors {
  const errors: InvoiceEmailErrors = {};
  const recipients = splitRecipients(values.recipients);
  if (
    recipients.length === 0 ||
    recipients.length > MAX_RECIPIENTS ||
    recipients.some((email) => !emailAddressSchema.safeParse(email).success)
  ) {
    errors.recipients = 'admin.payments.dialog.recipientsInvalid';
  }
  const subject = values.subject.trim();
  if (subject === '' || subject.length > MAX_SUBJECT_LENGTH)
    errors.subject = 'admin.payments.dialog.subjectRequired';
  return errors;
}
