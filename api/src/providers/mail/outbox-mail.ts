import { randomBytes } from 'node:crypto';
import { access, constants, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, MailProvider } from './mail-provider';

/**
 * Offline mail: nodemailer builds the exact MIME message SMTP would carry, and it is written to
 * `<dataDir>/outbox/<time>-<id>.eml` (openable in any mail client; tests read links and codes there).
 */
export class OutboxMail implements MailProvider {
  readonly kind = 'outbox' as const;
  readonly folder: string;
  private readonly transport: Transporter;

  constructor(
    dataDir: string,
    private readonly from: string,
  ) {
    this.folder = join(dataDir, 'outbox');
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<{ messageId: string }> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    const raw = info.message;
    if (!Buffer.isBuffer(raw)) throw new Error('nodemailer did not return the message body');
    await mkdir(this.folder, { recursive: true });
    // Sortable by time; the random part keeps two messages in the same millisecond apart.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await writeFile(join(this.folder, name), raw);
    return { messageId: String(info.messageId) };
  }

  async checkHealth(): Promise<boolean> {
    try {
      await mkdir(this.folder, { recursive: true });
      await access(this.folder, constants.W_OK);
      return true;
    } catch {
      return false;
    }
  }
}
