import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, MailProvider } from './mail-provider';

const HEALTH_CACHE_MS = 60_000;
/** Below the health route's own 3 s limit, so a hung server shows as down rather than as a timeout. */
const VERIFY_TIMEOUT_MS = 2_500;

/** Any SMTP server nodemailer can reach, configured by one URL (smtp[s]://user:pass@host:port). */
export class SmtpMail implements MailProvider {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;
  private health: { up: boolean; at: number } | null = null;
  private pending: Promise<boolean> | null = null;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly now: () => number = Date.now,
    private readonly verifyTimeoutMs = VERIFY_TIMEOUT_MS,
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

  // A real SMTP handshake (EHLO, STARTTLS and login), cached for a minute so the status page, polled
  // every 30 s by anyone, stays cheap and never hammers the mail server; concurrent checks share one.
  async checkHealth(): Promise<boolean> {
    if (this.health && this.now() - this.health.at < HEALTH_CACHE_MS) return this.health.up;
    this.pending ??= this.verify().then((up) => {
      this.health = { up, at: this.now() };
      this.pending = null;
      return up;
    });
    return this.pending;
  }

  private verify(): Promise<boolean> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), this.verifyTimeoutMs);
    });
    const handshake = this.transport.verify().then(
      () => true,
      () => false,
    );
    return Promise.race([handshake, timeout]).finally(() => clearTimeout(timer));
  }
}
