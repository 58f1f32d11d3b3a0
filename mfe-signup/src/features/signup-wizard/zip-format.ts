/**
 * US ZIP as the visitor types: digits only, the hyphen added after the fifth digit, at most
 * 12345-6789. Other countries' postal codes (letters, spaces) are left exactly as typed.
 */
export function hyphenateUsZip(typed: string): string {
  if (!/^[\d\s-]*$/.test(typed)) return typed;
  const digits = typed.replace(/\D/g, '').slice(0, 9);
  if (digits.length <= 5) {
    // Keep a hyphen typed right after five digits so it is not eaten as the visitor types it.
    return digits.length === 5 && /-\s*$/.test(typed) ? `${digits}-` : digits;
  }
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
}
