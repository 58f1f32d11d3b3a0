// The invoice number staff and customers read ('INV-000123'): derived from the invoice id, so it is
// stable, unique and needs no column. Browser-safe; the list, the e-mail and the search all use it.

export function invoiceNumber(id: number): string {
  return `INV-${String(id).padStart(6, '0')}`;
}

const SUBJECTS = {
  en: 'Invoice for your subscription',
  es: 'Factura de su suscripción',
} as const;

/**
 * The invoice e-mail's default subject, in the customer's language (not staff's): 'Factura de su
 * suscripción – INV-000123 (ABC123)'. Staff may still edit it before sending.
 */
export function invoiceSubject(language: 'en' | 'es', number: string, plate: string | null): string {
  return plate ? `${SUBJECTS[language]} – ${number} (${plate})` : `${SUBJECTS[language]} – ${number}`;
}

/** The invoice id a search term names ('INV-000123', 'inv123', '123'), or null. */
export function invoiceIdFromSearch(q: string): number | null {
  const match = /^(?:inv-?)?0*(\d{1,15})$/i.exec(q.trim());
  return match?.[1] ? Number(match[1]) : null;
}
