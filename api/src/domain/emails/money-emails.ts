import type { MailMessage } from '../../providers/mail/mail-provider';
import { composeMail, type MailLanguage, mailDate, mailMoney } from './mail-layout';

// The e-mails the money rules send, in the customer's language: a payment given back because the
// garage had no space left for a lapsed pass, and an autopay renewal the bank wants confirmed (3-D Secure).

type Mail = Omit<MailMessage, 'to'>;

const COPY = {
  en: {
    plate: 'Plate',
    amount: 'Amount',
    noSpaceSubject: (plate: string) => `Your payment was refunded – ${plate}`,
    noSpaceIntro: (amount: string) =>
      `Your pass had already ended, and by the time your payment of ${amount} arrived every space in the garage was taken. We could not renew it, so we refunded the full amount to your card.`,
    noSpaceAutopay: 'Autopay is now off for this pass: nothing more will be charged.',
    noSpaceNext:
      'Refunds usually show on your statement within 5 to 10 business days. Join the waitlist on our website and we will e-mail you as soon as a space frees up.',
    actionSubject: (plate: string) => `Please confirm your pass payment – ${plate}`,
    actionIntro: (amount: string) =>
      `Your bank asks you to confirm the ${amount} autopay charge for your monthly parking pass (a security check such as 3-D Secure). Nothing has been charged yet.`,
    actionKeep: (validThrough: string, lastAttempt: string) =>
      `Open the link below and confirm the payment. Your pass is valid through 11:45 p.m. on ${validThrough}; confirm by ${lastAttempt} and it is renewed. After that day, renew it by hand on the payments page.`,
    actionGrace: (until: string) =>
      `Until you confirm, your card and plate still open the gate and your space is kept for you, through 11:45 p.m. on ${until}; if the payment is not confirmed by then, gate access is suspended until you pay.`,
    actionKeepNoDate: 'Open the link below and confirm the payment to keep your pass.',
    actionButton: 'Confirm the payment',
    renewalDate: 'Renewal date',
  },
  es: {
    plate: 'Placa',
    amount: 'Monto',
    noSpaceSubject: (plate: string) => `Le devolvimos su pago – ${plate}`,
    noSpaceIntro: (amount: string) =>
      `Su pase ya había terminado y, cuando llegó su pago de ${amount}, todos los espacios del estacionamiento estaban ocupados. No pudimos renovarlo, así que le devolvimos el monto completo a su tarjeta.`,
    noSpaceAutopay: 'El pago automático de este pase quedó desactivado: no se le cobrará nada más.',
    noSpaceNext:
      'La devolución suele verse en su estado de cuenta en 5 a 10 días hábiles. Inscríbase en la lista de espera de nuestro sitio y le escribiremos en cuanto se libere un espacio.',
    actionSubject: (plate: string) => `Confirme el pago de su pase – ${plate}`,
    actionIntro: (amount: string) =>
      `Su banco le pide confirmar el cobro automático de ${amount} de su pase mensual de estacionamiento (una verificación de seguridad como 3-D Secure). Todavía no se ha cobrado nada.`,
    actionKeep: (validThrough: string, lastAttempt: string) =>
      `Abra el enlace y confirme el pago. Su pase es válido hasta las 23:45 del ${validThrough}; si confirma a más tardar el ${lastAttempt}, se renueva. Después de ese día, renuévelo usted mismo en la página de pagos.`,
    actionGrace: (until: string) =>
      `Hasta que confirme, su tarjeta y su placa siguen abriendo la puerta y su espacio sigue reservado para usted, hasta las 23:45 del ${until}; si el pago no se confirma para entonces, el acceso se suspende hasta que usted pague.`,
    actionKeepNoDate: 'Abra el enlace y confirme el pago para conservar su pase.',
    actionButton: 'Confirmar el pago',
    renewalDate: 'Fecha de renovación',
  },
} as const;

type PassFacts = { language: MailLanguage; firstName: string; plate: string; amountCents: number };

/** A payment for a lapsed pass given back because no space was left. */
export function noSpaceRefundEmail(input: PassFacts & { autopayEnded: boolean }): Mail {
  const copy = COPY[input.language];
  return composeMail({
    language: input.language,
    subject: copy.noSpaceSubject(input.plate),
    name: input.firstName,
    paragraphs: [
      copy.noSpaceIntro(mailMoney(input.amountCents)),
      ...(input.autopayEnded ? [copy.noSpaceAutopay] : []),
      copy.noSpaceNext,
    ],
    rows: [
      [copy.plate, input.plate],
      [copy.amount, mailMoney(input.amountCents)],
    ],
  });
}

/** An autopay renewal waiting for the customer to authenticate it on the provider's page. */
export function paymentActionEmail(
  input: PassFacts & {
    url: string;
    /** The garage date of the provider's last automatic attempt: confirming by then renews the pass. */
    lastAttempt: string | null;
    renewalDate: string | null;
  },
): Mail {
  const copy = COPY[input.language];
  return composeMail({
    language: input.language,
    subject: copy.actionSubject(input.plate),
    name: input.firstName,
    paragraphs: [
      copy.actionIntro(mailMoney(input.amountCents)),
      input.lastAttempt && input.renewalDate
        ? copy.actionKeep(
            mailDate(input.renewalDate, input.language),
            mailDate(input.lastAttempt, input.language),
          )
        : copy.actionKeepNoDate,
      // Past R the pass is in grace until the last attempt's day (failed-charge-outlook.ts).
      ...(input.lastAttempt && input.renewalDate && input.lastAttempt > input.renewalDate
        ? [copy.actionGrace(mailDate(input.lastAttempt, input.language))]
        : []),
    ],
    rows: [
      [copy.plate, input.plate],
      [copy.amount, mailMoney(input.amountCents)],
      ...(input.renewalDate
        ? [[copy.renewalDate, mailDate(input.renewalDate, input.language)] as const]
        : []),
    ],
    action: { label: copy.actionButton, url: input.url },
  });
}
