import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, MailProvider } from './mail-provider';

const HEALTH_CACHE_MS = 60_000;

/** Any SMTP server nodemailer can reach, configured by one URL (smtp[s]://user:pass@host:port). */
export class SmtpMail implements MailProvider {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;
  private health: { up: boolean; at: number } | null = null;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // A hung mail server must not hold a payment request for nodemailer's default two minutes.
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(message: MailMessage): Promise<{ messageId: string }> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    return { messageId: String(info.messageId) };
  }

  // A real SMTP handshake (EHLO and login), cached so the status page does not hammer the server.
  async checkHealth(): Promise<boolean> {
    if (this.health && Date.now() - this.health.at < HEALTH_CACHE_MS) return this.health.up;
    const up = await this.transport.verify().then(
      () => true,
      () => false,
    );
    this.health = { up, at: Date.now() };
    return up;
  }
}
