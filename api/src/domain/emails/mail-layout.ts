import type { MailMessage } from '../../providers/mail/mail-provider';

// Every e-mail the garage sends has the same shape: the one greeting, paragraphs, an optional table of
// facts and an optional button link, then the one closing line. Writing both the text and the HTML part
// here keeps each message's file down to its own words in English and Spanish.

export type MailLanguage = 'en' | 'es';

export type MailContent = {
  language: MailLanguage;
  subject: string;
  /** The reader's first name for the greeting; empty or null greets without one. */
  name: string | null;
  paragraphs: readonly string[];
  rows?: readonly (readonly [label: string, value: string])[];
  /** A link the reader acts on; shown as a button in HTML and as a bare URL in text. */
  action?: { label: string; url: string };
  /** Paragraphs after the table and the link. */
  after?: readonly string[];
};

const GREETING: Record<MailLanguage, (name: string) => string> = {
  en: (name) => (name ? `Hello ${name},` : 'Hello,'),
  es: (name) => (name ? `Hola ${name}:` : 'Hola:'),
};

const CLOSING: Record<MailLanguage, string> = {
  en: 'See you at the garage.',
  es: 'Le esperamos en el estacionamiento.',
};

const LOCALES: Record<MailLanguage, string> = { en: 'en-US', es: 'es-MX' };

export function composeMail(content: MailContent): Omit<MailMessage, 'to'> {
  const greeting = GREETING[content.language](content.name?.trim() ?? '');
  const closing = CLOSING[content.language];
  const rows = content.rows ?? [];
  const after = content.after ?? [];
  const text = [
    greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(rows.length ? [...rows.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...after.flatMap((p) => [p, '']),
    closing,
    '',
  ].join('\n');

  const html = `<!doctype html>
<html lang="${content.language}"><body style="font-family:Arial,sans-serif;color:#1f2933">
<p>${escapeHtml(greeting)}</p>
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${
  rows.length
    ? `<table cellpadding="6" style="border-collapse:collapse">
${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>`
    : ''
}
${
  content.action
    ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 16px;background:#0b5cad;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px">${escapeHtml(content.action.url)}</p>`
    : ''
}
${after.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>${escapeHtml(closing)}</p>
</body></html>
`;
  return { subject: content.subject, text, html };
}

/** A pass date ('YYYY-MM-DD') written out in the reader's language: 'February 28, 2026', '28 de febrero de 2026'. */
export function mailDate(date: string, language: MailLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export function mailMoney(cents: number): string {
  return `$${(cents / 100).toFixed(2)} USD`;
}

/** An absolute link into the app with query parameters, for e-mails. */
export function appLink(baseUrl: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, `${baseUrl}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
