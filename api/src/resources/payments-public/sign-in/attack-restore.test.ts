import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { portalPass } from '../../../../test/autopay-fixtures';
import { signInTokenIn } from '../../../../test/portal-session-fixtures';
import { recordingMail } from '../../../../test/recording-mail';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { onPostgres } from '../../../../test/test-database';
import { backupDatabase, restoreDatabase } from '../../../db/backups';
import type { MailMessage } from '../../../providers/mail/mail-provider';

// After `pnpm db:restore` the database hands out row ids again. A link e-mailed before the restore
// must not become the link of whoever gets its id next: it once opened that other customer's portal.

const SECRET = 'one-secret-kept-across-the-restore-0123456789';
const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function app(mails: MailMessage[], dataDir?: string): Promise<TestApp> {
  const t = await createTestApp(
    { mail: recordingMail(() => mails), now: () => new Date('2026-11-28T18:00:00Z') },
    { env: { JWT_SECRET: SECRET, ...(dataDir ? { DATA_DIR: dataDir } : {}) } },
  );
  cleanups.unshift(() => t.cleanup());
  return t;
}

async function signInLinkFor(t: TestApp, mails: MailMessage[], pass: { email: string; plate: string }) {
  const asked = await t.call('POST', '/api/payments-public/sign-in', { body: pass, cookie: '' });
  expect(asked.status).toBe(202);
  await t.drain();
  return signInTokenIn(mails.filter((mail) => mail.to === pass.email).at(-1)?.text ?? null);
}

// A restore of SQLite's file backups (db:restore); PostgreSQL restores with its own tools.
it.skipIf(onPostgres)(
  'a sign-in link e-mailed before a restore opens nobody after it, though its row id is handed out again',
  async () => {
    const mails: MailMessage[] = [];
    const before = await app(mails);
    const x = await portalPass(before, { nextRenewalDate: '2026-12-20' });
    const y = await portalPass(before, { nextRenewalDate: '2026-12-21' });
    const backup = await backupDatabase(before.db.$client, before.config.backups);

    const xLink = await signInLinkFor(before, mails, x);

    const restoredDir = mkdtempSync(join(tmpdir(), 'garage-restored-'));
    cleanups.push(() => rmSync(restoredDir, { recursive: true, force: true }));
    restoreDatabase(backup, join(restoredDir, 'parking.db'));
    const after = await app(mails, restoredDir);

    const yLink = await signInLinkFor(after, mails, y);
    expect(yLink.split('.')[0]).toBe(xLink.split('.')[0]);
    expect(yLink).not.toBe(xLink);

    const stolen = await after.call('POST', '/api/payments-public/sign-in/link', {
      body: { token: xLink },
      cookie: '',
    });
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toMatchObject({ code: 'link_not_found' });
    expect(stolen.headers.getSetCookie().join('')).not.toContain('garage_portal=');

    const own = await after.call('POST', '/api/payments-public/sign-in/link', {
      body: { token: yLink },
      cookie: '',
    });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ email: y.email });
  },
);
