import type { MailMessage } from '../../providers/mail/mail-provider';
import { appLink, composeMail, type MailLanguage } from './mail-layout';

// The waitlist's two e-mails, in the language the person joined in: the private status link (sent on
// joining, and again on a repeat join) and the offer of a freed space.

const LOCALES: Record<MailLanguage, string> = { en: 'en-US', es: 'es-MX' };

const COPY = {
  en: {
    linkSubject: 'Confirm your place on the Border Garage waitlist',
    linkSubjectConfirmed: 'Your Border Garage waitlist link',
    linkIntro: 'You asked to join the waitlist for a monthly parking pass.',
    linkConfirm:
      'Please confirm your e-mail with the button below: only confirmed people get offers. The same private page shows your position in line and lets you leave the list at any time.',
    linkConfirmed:
      'Here is your private waitlist page again: it shows your position in line and lets you leave the list at any time.',
    linkAction: 'Open my waitlist page',
    linkHow: (hours: number) =>
      `How offers work: when a space frees up, the first person in line gets an e-mail and the space is held for them for ${hours} hours. If they do not buy it in time, it goes to the next person.`,
    linkIgnore: 'If you did not ask for this, ignore this e-mail: you will hear nothing more from us.',
    offerSubject: 'A parking space is held for you',
    offerIntro: 'Good news: a monthly parking space is free and we are holding it for you.',
    offerUntil: (when: string) => `It is yours until ${when}. After that it goes to the next person in line.`,
    offerAction: 'Buy my pass',
    offerDecline: (url: string) =>
      `Not interested any more? Decline the offer so the next person gets the space: ${url}`,
  },
  es: {
    linkSubject: 'Confirme su lugar en la lista de espera de Border Garage',
    linkSubjectConfirmed: 'Su enlace de la lista de espera de Border Garage',
    linkIntro: 'Pidió unirse a la lista de espera para un pase mensual de estacionamiento.',
    linkConfirm:
      'Confirme su correo con el botón de abajo: solo las personas confirmadas reciben ofertas. La misma página privada muestra su lugar en la fila y le permite salir de la lista cuando quiera.',
    linkConfirmed:
      'Aquí está de nuevo su página privada de la lista de espera: muestra su lugar en la fila y le permite salir de la lista cuando quiera.',
    linkAction: 'Abrir mi página de la lista de espera',
    linkHow: (hours: number) =>
      `Cómo funcionan las ofertas: cuando se libera un lugar, la primera persona de la fila recibe un correo y el lugar se le reserva durante ${hours} horas. Si no lo compra a tiempo, pasa a la siguiente persona.`,
    linkIgnore: 'Si usted no lo pidió, ignore este correo: no volverá a saber de nosotros.',
    offerSubject: 'Le reservamos un lugar de estacionamiento',
    offerIntro: 'Buenas noticias: hay un lugar mensual libre y lo estamos reservando para usted.',
    offerUntil: (when: string) => `Es suyo hasta el ${when}. Después pasa a la siguiente persona de la fila.`,
    offerAction: 'Comprar mi pase',
    offerDecline: (url: string) =>
      `¿Ya no le interesa? Rechace la oferta para que la siguiente persona reciba el lugar: ${url}`,
  },
} as const;

type Person = { language: MailLanguage; firstName: string | null };

export function statusLink(publicBaseUrl: string, token: string): string {
  return appLink(publicBaseUrl, '/waitlist', { token });
}

export function offerLink(publicBaseUrl: string, token: string): string {
  return appLink(publicBaseUrl, '/', { offer: token });
}

/** The private status link: "confirm" while unconfirmed, a plain reminder once confirmed. */
export function statusLinkEmail(
  input: Person & { confirmed: boolean; url: string; offerHours: number },
): Omit<MailMessage, 'to'> {
  const copy = COPY[input.language];
  return composeMail({
    language: input.language,
    subject: input.confirmed ? copy.linkSubjectConfirmed : copy.linkSubject,
    name: input.firstName,
    paragraphs: [copy.linkIntro, input.confirmed ? copy.linkConfirmed : copy.linkConfirm],
    action: { label: copy.linkAction, url: input.url },
    after: [copy.linkHow(input.offerHours), copy.linkIgnore],
  });
}

/** The offer: the held space, the exact end of the hold in the garage's time zone, buy or decline. */
export function offerEmail(
  input: Person & { expiresAt: string; timeZone: string; buyUrl: string; statusUrl: string },
): Omit<MailMessage, 'to'> {
  const copy = COPY[input.language];
  return composeMail({
    language: input.language,
    subject: copy.offerSubject,
    name: input.firstName,
    paragraphs: [
      copy.offerIntro,
      copy.offerUntil(offerDeadline(input.expiresAt, input.language, input.timeZone)),
    ],
    action: { label: copy.offerAction, url: input.buyUrl },
    after: [copy.offerDecline(input.statusUrl)],
  });
}

/** 'Saturday, March 1, 2025 at 9:30 PM PST' in the garage's own time zone. */
export function offerDeadline(iso: string, language: MailLanguage, timeZone: string): string {
  const when = new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
  return `${when} (${zoneName(iso, language, timeZone)})`;
}

function zoneName(iso: string, language: MailLanguage, timeZone: string): string {
  const part = new Intl.DateTimeFormat(LOCALES[language], { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(iso))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
