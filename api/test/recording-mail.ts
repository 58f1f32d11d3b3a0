import type { MailMessage, MailProvider } from '../src/providers/mail/mail-provider';

/**
 * A mail provider that keeps each message in the list `sent()` returns at the time, so a test can
 * start every case with a fresh list and read what the app sent (subjects, codes, links).
 */
export function recordingMail(sent: () => MailMessage[]): MailProvider {
  return {
    kind: 'outbox',
    send: async (message) => {
      const list = sent();
      list.push(message);
      return { messageId: `m${list.length}` };
    },
    checkHealth: async () => true,
  };
}
