import type { Config } from '../../config';
import type { MailProvider } from './mail-provider';
import { OutboxMail } from './outbox-mail';
import { SmtpMail } from './smtp-mail';

export function createMailProvider(config: Config): MailProvider {
  if (config.mail.smtpUrl) return new SmtpMail(config.mail.smtpUrl, config.mail.from);
  return new OutboxMail(config.dataDir, config.mail.from);
}
