import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OutboxMail } from './outbox-mail';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'garage-outbox-test-'));
  dirs.push(dir);
  return dir;
};

describe('OutboxMail', () => {
  it('writes each message as a complete .eml file in <dataDir>/outbox', async () => {
    const dataDir = tempDir();
    const mail = new OutboxMail(dataDir, 'Garage <pass@example.com>');
    const sent = await mail.send({
      to: 'ana@example.com',
      subject: 'Hola',
      text: 'Texto',
      html: '<p>Texto</p>',
    });
    await mail.send({ to: 'bo@example.com', subject: 'Second', text: 'Two', html: '<p>Two</p>' });
    const files = readdirSync(join(dataDir, 'outbox')).sort();
    expect(files).toHaveLength(2);
    expect(files.every((name) => name.endsWith('.eml'))).toBe(true);
    const first = readFileSync(join(dataDir, 'outbox', files[0] ?? ''), 'utf8');
    expect(first).toContain('From: Garage <pass@example.com>');
    expect(first).toContain('To: ana@example.com');
    expect(first).toContain('Subject: Hola');
    expect(first).toContain('multipart/alternative');
    expect(first).toContain(sent.messageId);
  });

  it('is up when the outbox is writable, down when it cannot be created', async () => {
    const dataDir = tempDir();
    expect(await new OutboxMail(dataDir, 'x@example.com').checkHealth()).toBe(true);
    const notAFolder = join(dataDir, 'file');
    writeFileSync(notAFolder, 'x');
    expect(await new OutboxMail(notAFolder, 'x@example.com').checkHealth()).toBe(false);
  });
});
