import { composeMail, type MailLanguage, mailDate } from '../../../lib/mail-layout';
import type { MailMessage } from '../../../providers/mail/mail-provider';

// The portal's e-mails about autopay and the card on file, in the customer's language.

type Mail = Omit<MailMessage, 'to'>;

/**
 * The autopay authorization the enable link's e-mail shows; recorded as the customer's consent when
 * they set up autopay through that link (or through the hosted page without a screen text).
 */
export const LINK_AUTOPAY_CONSENT: Record<MailLanguage, string> = {
  en: 'By saving a card through this link you authorize Border Garage to charge it the monthly pass price on each renewal date, until you turn autopay off in the Payments page.',
  es: 'Al guardar una tarjeta mediante este enlace, usted autoriza a Border Garage a cobrarle el precio del pase mensual en cada fecha de renovación, hasta que desactive el pago automático en la página de Pagos.',
};

const COPY = {
  en: {
    greeting: (name: string) => `Hello ${name},`,
    closing: 'See you at the garage.',
    plate: 'Plate',
    renewal: 'Next renewal date',
    enableSubject: (plate: string) => `Turn on autopay for your pass – ${plate}`,
    enableIntro:
      'You asked to turn on autopay. Open the link below and save a card; your pass then renews by itself on each renewal date.',
    enableAction: 'Turn on autopay',
    cardSubject: (plate: string) => `Update the card for your pass – ${plate}`,
    cardIntro: 'Open the link below to save a new card. Future autopay charges will use it.',
    cardAction: 'Update my card',
    linkExpiry: 'The link works once and expires in 24 hours. If you did not ask for it, ignore this e-mail.',
    codeSubject: (code: string) => `${code} is your Border Garage code`,
    codeIntro: (code: string) => `Your code to change the card on file is ${code}.`,
    codeExpiry:
      'It expires in 10 minutes and works once. Staff will never ask you for it. If you did not ask for it, ignore this e-mail.',
    codeAction: 'Enter the code',
  },
  es: {
    greeting: (name: string) => `Hola ${name}:`,
    closing: 'Le esperamos en el estacionamiento.',
    plate: 'Placa',
    renewal: 'Próxima fecha de renovación',
    enableSubject: (plate: string) => `Active el pago automático de su pase – ${plate}`,
    enableIntro:
      'Usted pidió activar el pago automático. Abra el enlace y guarde una tarjeta; su pase se renovará solo en cada fecha de renovación.',
    enableAction: 'Activar pago automático',
    cardSubject: (plate: string) => `Actualice la tarjeta de su pase – ${plate}`,
    cardIntro:
      'Abra el enlace para guardar una tarjeta nueva. Los próximos cobros automáticos se harán a ella.',
    cardAction: 'Actualizar mi tarjeta',
    linkExpiry:
      'El enlace funciona una sola vez y vence en 24 horas. Si usted no lo pidió, ignore este correo.',
    codeSubject: (code: string) => `${code} es su código de Border Garage`,
    codeIntro: (code: string) => `Su código para cambiar la tarjeta registrada es ${code}.`,
    codeExpiry:
      'Vence en 10 minutos y funciona una sola vez. El personal nunca se lo pedirá. Si usted no lo pidió, ignore este correo.',
    codeAction: 'Ingresar el código',
  },
} as const;

type PassFacts = { firstName: string; email: string; plate: string; nextRenewalDate: string | null };

function rows(pass: PassFacts, language: MailLanguage) {
  const copy = COPY[language];
  const list: [string, string][] = [[copy.plate, pass.plate]];
  if (pass.nextRenewalDate) list.push([copy.renewal, mailDate(pass.nextRenewalDate, language)]);
  return list;
}

const greeting = (pass: PassFacts, language: MailLanguage) =>
  COPY[language].greeting(pass.firstName.trim() || pass.email);

export function autopayEnableLinkEmail(pass: PassFacts, url: string, language: MailLanguage): Mail {
  const copy = COPY[language];
  return composeMail({
    language,
    subject: copy.enableSubject(pass.plate),
    greeting: greeting(pass, language),
    paragraphs: [copy.enableIntro, LINK_AUTOPAY_CONSENT[language]],
    rows: rows(pass, language),
    action: { label: copy.enableAction, url },
    after: [copy.linkExpiry],
    closing: copy.closing,
  });
}

export function cardUpdateLinkEmail(pass: PassFacts, url: string, language: MailLanguage): Mail {
  const copy = COPY[language];
  return composeMail({
    language,
    subject: copy.cardSubject(pass.plate),
    greeting: greeting(pass, language),
    paragraphs: [copy.cardIntro],
    rows: rows(pass, language),
    action: { label: copy.cardAction, url },
    after: [copy.linkExpiry],
    closing: copy.closing,
  });
}

export function oneTimeCodeEmail(pass: PassFacts, code: string, url: string, language: MailLanguage): Mail {
  const copy = COPY[language];
  return composeMail({
    language,
    subject: copy.codeSubject(code),
    greeting: greeting(pass, language),
    paragraphs: [copy.codeIntro(code), copy.codeExpiry],
    rows: [[copy.plate, pass.plate]],
    action: { label: copy.codeAction, url },
    closing: copy.closing,
  });
}
