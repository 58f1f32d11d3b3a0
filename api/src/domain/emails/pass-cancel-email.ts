import type { PaymentDeps } from '../../lib/payment-deps';
import { officeContact } from '../garage/office-contact';
import type { PortalPass } from '../passes/portal-pass';
import { signedInRenewLink } from '../portal/sign-in-links';
import { appLink, composeMail, type MailLanguage, mailDate } from './mail-layout';

// The owner hears of each step of a cancel at period end (docs/decisions/cancel-at-period-end.md), in
// their language: asked (what ends when, the undo link), taken back, and the day it ended.

export type CancelNotice =
  | { kind: 'scheduled'; lastDay: string; lostMonths: number }
  | { kind: 'undone'; lastDay: string; autopay: boolean }
  | { kind: 'ended'; lastDay: string };

const COPY = {
  en: {
    subject: {
      scheduled: 'Your parking pass will end',
      undone: 'Your parking pass will continue',
      ended: 'Your parking pass has ended',
    },
    scheduled: (day: string) =>
      `You asked to cancel your monthly pass. It keeps working through ${day} (until 11:45 p.m.), then it ends. Nothing more will be charged.`,
    lostMonths: (n: number) =>
      n === 1
        ? 'The 1 discounted autopay month you had left is given up.'
        : `The ${n} discounted autopay months you had left are given up.`,
    undoHint: (day: string) =>
      `Changed your mind? You can undo the cancellation on the Payments page until ${day}.`,
    undoLabel: 'Keep my pass',
    undoneAutopay: 'You kept your monthly pass: it will renew by itself as before.',
    undoneManual: (day: string) => `You kept your monthly pass. Renew it by ${day} to keep parking.`,
    ended: (day: string) =>
      `Your monthly pass ended after ${day}, as you asked. The gate no longer opens for it. If you used an access card, please return it to the office.`,
    renewLabel: 'Park with us again',
    plate: 'Plate',
    lastDay: 'Last day',
    office: (phone: string, email: string) =>
      `Questions? Call the garage office at ${phone} or write to ${email}.`,
  },
  es: {
    subject: {
      scheduled: 'Su pase de estacionamiento terminará',
      undone: 'Su pase de estacionamiento continuará',
      ended: 'Su pase de estacionamiento terminó',
    },
    scheduled: (day: string) =>
      `Usted pidió cancelar su pase mensual. Sigue funcionando hasta el ${day} (hasta las 11:45 p. m.) y luego termina. No se le cobrará nada más.`,
    lostMonths: (n: number) =>
      n === 1
        ? 'Se pierde el mes con descuento de pago automático que le quedaba.'
        : `Se pierden los ${n} meses con descuento de pago automático que le quedaban.`,
    undoHint: (day: string) =>
      `¿Cambió de opinión? Puede deshacer la cancelación en la página de Pagos hasta el ${day}.`,
    undoLabel: 'Conservar mi pase',
    undoneAutopay: 'Usted conservó su pase mensual: se renovará solo como antes.',
    undoneManual: (day: string) =>
      `Usted conservó su pase mensual. Renuévelo a más tardar el ${day} para seguir estacionándose.`,
    ended: (day: string) =>
      `Su pase mensual terminó después del ${day}, como lo pidió. La puerta ya no se abre para él. Si usaba una tarjeta de acceso, por favor devuélvala en la oficina.`,
    renewLabel: 'Volver a estacionarse con nosotros',
    plate: 'Placa',
    lastDay: 'Último día',
    office: (phone: string, email: string) =>
      `¿Preguntas? Llame a la oficina del estacionamiento al ${phone} o escriba a ${email}.`,
  },
} as const;

export function passCancelEmail(input: {
  language: MailLanguage;
  firstName: string;
  plate: string;
  notice: CancelNotice;
  office: { phone: string; email: string };
  cancelUrl: string;
  renewUrl: string;
}) {
  const copy = COPY[input.language];
  const { notice } = input;
  const day = mailDate(notice.lastDay, input.language);
  const paragraphs: string[] = [];
  let action: { label: string; url: string } | undefined;
  if (notice.kind === 'scheduled') {
    paragraphs.push(copy.scheduled(day));
    if (notice.lostMonths > 0) paragraphs.push(copy.lostMonths(notice.lostMonths));
    paragraphs.push(copy.undoHint(day));
    action = { label: copy.undoLabel, url: input.cancelUrl };
  } else if (notice.kind === 'undone') {
    paragraphs.push(notice.autopay ? copy.undoneAutopay : copy.undoneManual(day));
  } else {
    paragraphs.push(copy.ended(day));
    action = { label: copy.renewLabel, url: input.renewUrl };
  }
  return composeMail({
    language: input.language,
    subject: `${copy.subject[notice.kind]} – ${input.plate}`,
    name: input.firstName,
    paragraphs,
    rows: [
      [copy.plate, input.plate],
      [copy.lastDay, day],
    ],
    ...(action ? { action } : {}),
    after: [copy.office(input.office.phone, input.office.email)],
  });
}

/** After the change committed; a mail failure is logged and never undoes it. */
export async function sendPassCancelEmail(deps: PaymentDeps, pass: PortalPass, notice: CancelNotice) {
  try {
    const office = await officeContact(deps, pass.subscription.locationId);
    const cancelUrl = appLink(deps.config.publicBaseUrl, '/cancel-pass', { plate: pass.vehicle.plate });
    const renewUrl =
      notice.kind === 'ended'
        ? await signedInRenewLink(deps.db, {
            secret: deps.config.jwtSecret,
            baseUrl: deps.config.publicBaseUrl,
            subscriptionId: pass.subscription.id,
            now: deps.now(),
            plate: pass.vehicle.plate,
          })
        : '';
    await deps.mail.send({
      to: pass.customer.email,
      ...passCancelEmail({
        language: pass.customer.language,
        firstName: pass.customer.firstName.trim() || pass.customer.email,
        plate: pass.vehicle.plate,
        notice,
        office,
        cancelUrl,
        renewUrl,
      }),
    });
  } catch (error) {
    deps.log(`cancel notice (${notice.kind}) for subscription ${pass.subscription.id} failed`, error);
  }
}
