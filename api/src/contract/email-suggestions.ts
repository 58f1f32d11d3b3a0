// The e-mail domain suggestion, without zod: the wizard shows it as the visitor types.

// Domains people mistype most often at the border: US webmail and Mexico's own.
export const COMMON_EMAIL_DOMAINS = [
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'yahoo.com',
  'icloud.com',
  'live.com',
  'aol.com',
  'msn.com',
  'me.com',
  'prodigy.net.mx',
  'yahoo.com.mx',
  'hotmail.es',
  'outlook.es',
] as const;

/**
 * The address with its domain corrected when the domain is within edit distance 2 of a common one
 * ('ana@gmial.com' -> 'ana@gmail.com'); null when it already is one or nothing is close.
 */
export function suggestEmailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  const local = email.slice(0, at).trim();
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (!domain || (COMMON_EMAIL_DOMAINS as readonly string[]).includes(domain)) return null;
  let best: { domain: string; distance: number } | null = null;
  for (const candidate of COMMON_EMAIL_DOMAINS) {
    const distance = editDistance(domain, candidate);
    if (distance <= 2 && (!best || distance < best.distance)) best = { domain: candidate, distance };
  }
  return best ? `${local}@${best.domain}` : null;
}

/** Levenshtein distance with adjacent transpositions counted once ('gmial' is 1 from 'gmail'). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i]!;
      const prev = d[i - 1]!;
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1);
      }
    }
  }
  return d[a.length]![b.length]!;
}
