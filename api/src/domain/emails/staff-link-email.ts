import type { MailMessage } from '../../providers/mail/mail-provider';
import { composeMail, type MailLanguage } from './mail-layout';

// The invite and the password reset a staff member receives. The link carries its token in the
// fragment (#), which browsers never send to a server: it stays out of access logs and Referer headers.

const COPY = {
  en: {
    invite: {
      subject: 'You are invited to the garage staff area',
      intro: (username: string, by: string) =>
        `${by} invited you to the Border Crossing Garage staff area. Your username is ${username}. Choose your password to start.`,
      action: 'Choose my password',
    },
    reset: {
      subject: 'Choose a new password for the garage staff area',
      intro: (username: string, by: string) =>
        `${by} sent you a link to choose a new password for the staff username ${username}. Your current sessions end once you set it.`,
      action: 'Choose a new password',
    },
    after: 'The link works once, for 24 hours. If you did not expect this message, tell the garage office.',
  },
  es: {
    invite: {
      subject: 'Le invitamos al área del personal del estacionamiento',
      intro: (username: string, by: string) =>
        `${by} le invitó al área del personal de Border Crossing Garage. Su usuario es ${username}. Elija su contraseña para empezar.`,
      action: 'Elegir mi contraseña',
    },
    reset: {
      subject: 'Elija una nueva contraseña para el área del personal',
      intro: (username: string, by: string) =>
        `${by} le envió un enlace para elegir una nueva contraseña del usuario ${username}. Sus sesiones actuales terminan al guardarla.`,
      action: 'Elegir una nueva contraseña',
    },
    after:
      'El enlace funciona una vez, durante 24 horas. Si no esperaba este mensaje, avise a la oficina del estacionamiento.',
  },
} as const;

export function staffLinkEmail(input: {
  language: MailLanguage;
  purpose: 'invite' | 'reset';
  username: string;
  sentBy: string;
  url: string;
}): Omit<MailMessage, 'to'> {
  const copy = COPY[input.language];
  const kind = copy[input.purpose];
  return composeMail({
    language: input.language,
    subject: kind.subject,
    name: null,
    paragraphs: [kind.intro(input.username, input.sentBy)],
    action: { label: kind.action, url: input.url },
    after: [copy.after],
  });
}

/** Where the link opens: the shell's set-password page, the token in the fragment. */
export function staffLinkUrl(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl}/login/set-password#token=${token}`;
}
