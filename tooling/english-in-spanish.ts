// One check, shared by the catalog walk (tooling/spanish-catalogs.test.ts) and the e-mail walk
// (api/src/domain/emails/mail-language.test.ts): does a Spanish text a person reads still hold English?
// Two signs: the Spanish text is the English text unchanged, or it contains a common English word.
// Proper names and words both languages share are allowed explicitly, never by pattern.

/** English words that never appear in correct Spanish text (checked as whole words, any case). */
export const ENGLISH_WORDS = [
  'the',
  'your',
  'you',
  'pass',
  'card',
  'cards',
  'payment',
  'payments',
  'renew',
  'renewal',
  'renewed',
  'expired',
  'expires',
  'autopay',
  'auto-pay',
  'sign in',
  'signed',
  'please',
  'click',
  'here',
  'and',
  'with',
  'for',
  'from',
  'this',
  'that',
  'will',
  'has',
  'have',
  'is',
  'are',
  'was',
  'not',
  'monthly',
  'month',
  'plate',
  'vehicle',
  'invoice',
  'amount',
  'paid',
  'refund',
  'refunded',
  'gray',
  'white',
  'black',
  'blue',
  'green',
  'car',
  'motorcycle',
  'customer',
  'turned',
  'previous',
  'status',
  'page',
  'back',
  'home',
  'thank',
  'thanks',
  'hello',
] as const;

/** Texts allowed to read the same in both languages: proper names, codes and shared words. */
export const SAME_IN_BOTH = new Set([
  'Email',
  'OK',
  'No',
  'Stripe',
  'Border Garage',
  'Plan',
  'Total',
  'Beige',
  'CSV',
  'ZIP',
  'PIN',
  'USD',
  'ABC123',
  'BCN42',
  'English',
  'Español',
  'Visa',
  'Mastercard',
  'American Express',
  'Local',
  'Error',
  'Popular',
  'Normal',
  'Total',
  'Rural',
  'Capital',
  'Color',
  'Manual',
  'CAPTCHA',
  'min',
  'ms',
]);

const WORD_PATTERN = new RegExp(
  `(^|[^\\p{L}\\p{N}_-])(${ENGLISH_WORDS.join('|')})(?=$|[^\\p{L}\\p{N}_-])`,
  'iu',
);

/** Drops what is not prose: placeholders, URLs, e-mail addresses, and the allowed names. */
function prose(text: string): string {
  let value = text
    .replace(/\{\w+\}/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+/g, ' ');
  for (const name of SAME_IN_BOTH) if (name.includes(' ')) value = value.split(name).join(' ');
  return value;
}

/** Why `spanish` looks English (given its `english` source when there is one), or null when it reads as Spanish. */
export function englishInSpanish(spanish: string, english?: string): string | null {
  const text = spanish.trim();
  const words = prose(text);
  if (!/\p{L}{2,}/u.test(words)) return null; // only placeholders, numbers or symbols
  const core = words
    .replace(/[^\p{L}\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (SAME_IN_BOTH.has(core)) return null;
  if (english !== undefined && text === english.trim() && !SAME_IN_BOTH.has(text)) {
    return `same as English: "${text}"`;
  }
  const match = WORD_PATTERN.exec(words);
  return match ? `English word "${match[2]}" in "${text}"` : null;
}
