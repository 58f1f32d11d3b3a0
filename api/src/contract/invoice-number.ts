// The invoice number staff and customers read ('INV-000123'): derived from the invoice id, so it is
// stable, unique and needs no column. Browser-safe; the list, the e-mail and the search all use it.

export function invoiceNumber(id: number): string {
  return `INV-${String(id).padStart(6, '0')}`;
}

/** The invoice id a search term names ('INV-000123', 'inv123', '123'), or null. */
export function invoiceIdFromSearch(q: string): number | null {
  const match = /^(?:inv-?)?0*(\d{1,15})$/i.exec(q.trim());
  return match?.[1] ? Number(match[1]) : null;
}
