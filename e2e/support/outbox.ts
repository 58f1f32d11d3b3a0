import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from './app';

/** An .eml as a person reads it: soft line breaks, quoted-printable and base64 parts decoded. */
function readable(raw: string): string {
  const base64Parts = [
    ...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi),
  ]
    .map((match) => Buffer.from((match[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'))
    .join('\n');
  // Quoted-printable escapes are UTF-8 bytes ("ó" is =C3=B3): decode them as bytes, not one char each.
  const unwrapped = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unwrapped.length; i++) {
    const hex = unwrapped.slice(i + 1, i + 3);
    if (unwrapped[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unwrapped[i] ?? '', 'utf8'));
    }
  }
  const quoted = Buffer.from(bytes).toString('utf8');
  return `${quoted}\n${base64Parts}`;
}

/** The newest message to `email` in DATA_DIR/outbox whose text matches `pattern`, as readable text. */
export function newestMail(email: string, pattern: RegExp): string | null {
  const folder = path.join(dataDir(), 'outbox');
  let files: string[];
  try {
    files = readdirSync(folder).filter((name) => name.endsWith('.eml'));
  } catch {
    return null;
  }
  const sorted = files
    .map((name) => path.join(folder, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const file of sorted) {
    const text = readable(readFileSync(file, 'utf8'));
    if (text.toLowerCase().includes(email.toLowerCase()) && pattern.test(text)) return text;
  }
  return null;
}
