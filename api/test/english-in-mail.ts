import { englishInSpanish } from '../../tooling/english-in-spanish';
import type { MailMessage } from '../src/providers/mail/mail-provider';

// The English-in-Spanish check (tooling/english-in-spanish.ts) applied to e-mails: every line a
// person reads, subject, text part and HTML part alike.

export type ReadableMail = Pick<MailMessage, 'subject' | 'text' | 'html'>;

/** The lines a person reads: subject, the text part, and the HTML part without its tags. */
export function readLines(mail: ReadableMail): string[] {
  const htmlText = mail.html
    .replace(/<[^>]+>/g, '\n')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');
  return [mail.subject, ...mail.text.split('\n'), ...htmlText.split('\n')]
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * Each Spanish line that reads as English, as 'name: why'; `english` (the same mails in English, by
 * name) also catches a subject left untranslated.
 */
export function englishInMails(
  spanish: Record<string, ReadableMail>,
  english: Record<string, ReadableMail> = {},
): string[] {
  const found = new Set<string>();
  for (const [name, mail] of Object.entries(spanish)) {
    const subjectWhy = englishInSpanish(mail.subject, english[name]?.subject);
    if (subjectWhy) found.add(`${name} subject: ${subjectWhy}`);
    for (const line of readLines(mail)) {
      const why = englishInSpanish(line);
      if (why) found.add(`${name}: ${why}`);
    }
  }
  return [...found];
}
