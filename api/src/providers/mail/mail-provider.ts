// Outgoing e-mail. SMTP in production, an outbox folder of .eml files offline; callers cannot tell.

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message (a receipt's PDF); both providers hand them to nodemailer as they are. */
  attachments?: MailAttachment[];
};

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export interface MailProvider {
  readonly kind: 'smtp' | 'outbox';
  /** Resolves once the message is accepted (by the SMTP server, or written to the outbox). */
  send(message: MailMessage): Promise<{ messageId: string }>;
  checkHealth(): Promise<boolean>;
}
