import { CUSTOMER_DECLINE_TEXT, customerDeclineReason } from '../../contract/decline-reasons';
import { failedChargeOutlook } from '../../contract/failed-charge-outlook';
import type { MailMessage } from '../../providers/mail/mail-provider';
import { composeMail, type MailLanguage, mailDate, mailMoney } from './mail-layout';

// Every e-mail about autopay's card, in the customer's language: the links to the provider's hosted
// card set-up (turn autopay on, update the card) the portal sends on request, and the notice of a
// renewal charge that failed (the bank's reason worded from its code, never the provider's English).
// A paid renewal's receipt is one of the payment receipts (payment-lifecycle/receipt-emails.ts).

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
    failedSubject: (plate: string) => `We could not charge your card – ${plate}`,
    failedIntro: (amount: string) =>
      `We tried to charge ${amount} for your monthly parking pass, but the charge failed.`,
    changeNow:
      'Change your card now: we charge the new card at once and, if the charge goes through, your pass continues with no gap.',
    graceKept: (until: string) =>
      `Meanwhile your card and plate still open the gate and your space is kept for you, through ${until}. If no charge goes through by then, gate access is suspended until you pay.`,
    retryBeforeEnd: (next: string) =>
      `If you do not, we will try this card again on ${next}, before your pass ends: if that charge goes through, your pass also continues with no gap.`,
    changeNowLapsed: 'Change your card now: we charge the new card at once.',
    retryLapsed: (next: string) => `If you do not, we will try this card again on ${next}.`,
    renewedFrom: (from: string) =>
      `When a charge goes through, your pass is renewed; its new month counts from ${from}.`,
    ended:
      'That was the last attempt: autopay is now off and we will not charge this card again. Gate access is suspended: the gate will not open for your card or plate until you pay. Renew your pass by hand with the link below; access returns as soon as the payment goes through (you can turn autopay on again afterwards).',
    validThrough: (when: string) => `Your pass is valid through ${when}.`,
    endedAt: (when: string) => `Your pass ended at ${when}.`,
    at2345: (date: string) => `11:45 p.m. on ${date}`,
    updateCard: 'Change your card',
    renew: 'Renew my pass',
    renewalDate: 'Pass valid through',
    reason: 'Reason',
  },
  es: {
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
    failedSubject: (plate: string) => `No pudimos cobrar su tarjeta – ${plate}`,
    failedIntro: (amount: string) =>
      `Intentamos cobrar ${amount} por su pase mensual de estacionamiento, pero el cobro no se realizó.`,
    changeNow:
      'Cambie su tarjeta ahora: le cobramos a la tarjeta nueva de inmediato y, si el cobro se realiza, su pase continúa sin interrupción.',
    graceKept: (until: string) =>
      `Mientras tanto, su tarjeta y su placa siguen abriendo la puerta y su espacio sigue reservado para usted, hasta las ${until}. Si ningún cobro se realiza para entonces, el acceso se suspende hasta que usted pague.`,
    retryBeforeEnd: (next: string) =>
      `Si no lo hace, intentaremos cobrar a esta tarjeta de nuevo el ${next}, antes de que termine su pase: si ese cobro se realiza, su pase también continúa sin interrupción.`,
    changeNowLapsed: 'Cambie su tarjeta ahora: le cobramos a la tarjeta nueva de inmediato.',
    retryLapsed: (next: string) => `Si no lo hace, intentaremos cobrar a esta tarjeta de nuevo el ${next}.`,
    renewedFrom: (from: string) =>
      `Cuando un cobro se realice, su pase se renueva; su nuevo mes cuenta desde el ${from}.`,
    ended:
      'Ese fue el último intento: el pago automático está desactivado y no volveremos a cobrar esta tarjeta. El acceso está suspendido: la puerta no se abrirá para su tarjeta ni para su placa hasta que usted pague. Renueve su pase manualmente con el enlace de abajo; el acceso vuelve en cuanto se realice el pago (después puede volver a activar el pago automático).',
    validThrough: (when: string) => `Su pase es válido hasta las ${when}.`,
    endedAt: (when: string) => `Su pase terminó a las ${when}.`,
    at2345: (date: string) => `23:45 del ${date}`,
    updateCard: 'Cambiar su tarjeta',
    renew: 'Renovar mi pase',
    renewalDate: 'Pase válido hasta',
    reason: 'Motivo',
  },
} as const;

/** The pass a link e-mail is about. */
export type LinkMailFacts = {
  firstName: string;
  email: string;
  plate: string;
  nextRenewalDate: string | null;
};

function linkRows(pass: LinkMailFacts, language: MailLanguage) {
  const copy = COPY[language];
  const list: [string, string][] = [[copy.plate, pass.plate]];
  if (pass.nextRenewalDate) list.push([copy.renewal, mailDate(pass.nextRenewalDate, language)]);
  return list;
}

export function autopayEnableLinkEmail(pass: LinkMailFacts, url: string, language: MailLanguage): Mail {
  const copy = COPY[language];
  return composeMail({
    language,
    subject: copy.enableSubject(pass.plate),
    name: pass.firstName,
    paragraphs: [copy.enableIntro, LINK_AUTOPAY_CONSENT[language]],
    rows: linkRows(pass, language),
    action: { label: copy.enableAction, url },
    after: [copy.linkExpiry],
  });
}

export function cardUpdateLinkEmail(pass: LinkMailFacts, url: string, language: MailLanguage): Mail {
  const copy = COPY[language];
  return composeMail({
    language,
    subject: copy.cardSubject(pass.plate),
    name: pass.firstName,
    paragraphs: [copy.cardIntro],
    rows: linkRows(pass, language),
    action: { label: copy.cardAction, url },
    after: [copy.linkExpiry],
  });
}

type Charge = { language: MailLanguage; firstName: string; plate: string; amountCents: number };

/**
 * A failed autopay charge: why the bank refused it, in words; how long the pass is (or was) valid; and
 * what the customer may do until the next attempt, as failed-charge-outlook.ts tells it (a new card is
 * charged at once; the gate still admits the pass and keeps its space through the last attempt's day).
 * After the last attempt: that autopay ended, gate access is suspended, and a renewal by hand restores it.
 */
export function autopayFailedEmail(
  input: Charge & {
    /** The garage date of the next attempt; null after the last one. */
    nextAttemptDate: string | null;
    renewalDate: string | null;
    /** Past 23:45 on the renewal date: the pass is told as ended. */
    passEnded: boolean;
    /** The provider's decline code as stored (an old row: its English message, read back as a reason). */
    declineCode: string | null;
    cardUpdateUrl: string;
    renewUrl: string;
  },
): Mail {
  const { language } = input;
  const copy = COPY[language];
  const date = (value: string) => mailDate(value, language);
  const validity = input.renewalDate
    ? (input.passEnded ? copy.endedAt : copy.validThrough)(copy.at2345(date(input.renewalDate)))
    : null;
  const outlook = failedChargeOutlook(input);
  const renewed = (from: string | null) => (from ? [copy.renewedFrom(date(from))] : []);
  const whatToDo: string[] =
    outlook.kind === 'ended'
      ? [copy.ended]
      : outlook.kind === 'no_gap'
        ? [copy.changeNow, copy.retryBeforeEnd(date(outlook.nextAttempt))]
        : [
            outlook.passEnded ? copy.changeNowLapsed : copy.changeNow,
            copy.retryLapsed(date(outlook.nextAttempt)),
            ...(outlook.graceUntil ? [copy.graceKept(copy.at2345(date(outlook.graceUntil)))] : []),
            ...renewed(outlook.renewsFrom),
          ];
  return composeMail({
    language,
    subject: copy.failedSubject(input.plate),
    name: input.firstName,
    paragraphs: [
      copy.failedIntro(mailMoney(input.amountCents)),
      ...(validity ? [validity] : []),
      ...whatToDo,
    ],
    rows: [
      [copy.plate, input.plate],
      [copy.reason, CUSTOMER_DECLINE_TEXT[language][customerDeclineReason(input.declineCode)]],
      ...(input.renewalDate ? [[copy.renewalDate, copy.at2345(date(input.renewalDate))] as const] : []),
    ],
    action:
      outlook.kind === 'ended'
        ? { label: copy.renew, url: input.renewUrl }
        : { label: copy.updateCard, url: input.cardUpdateUrl },
  });
}
