import type { PauseOption } from '../../contract/pass-pause';
import type { PaymentDeps } from '../../lib/payment-deps';
import { officeContact } from '../garage/office-contact';
import type { PortalPass } from '../passes/portal-pass';
import { appLink, composeMail, type MailLanguage, mailDate, mailMoney } from './mail-layout';

// The owner hears of a pause (docs/decisions/pass-pause.md) in their language: when it is set, and
// 7 days before it ends, with the dates, what will be charged and a link to the pause page in the
// portal (to extend it, or from there to cancel).

export type PauseNotice = { kind: 'paused' | 'reminder' } & PauseOption;

const COPY = {
  en: {
    subject: { paused: 'Your parking pass is paused', reminder: 'Your parking pass resumes soon' },
    paused: (first: string, resume: string) =>
      `Your monthly pass is paused from ${first}. Nothing is charged and the gate does not open for it until it resumes on ${resume}. Your saved card stays on file.`,
    reminder: (resume: string) =>
      `Your monthly pass resumes on ${resume}. If you need longer, or want to stop parking, open the pause page in your account.`,
    charge: (amount: string, day: string) => `On ${day} autopay will charge ${amount} to your saved card.`,
    action: 'See my pause',
    plate: 'Plate',
    firstDay: 'Paused from',
    resumeDay: 'Resumes on',
    amount: 'Charge on resume',
    office: (phone: string, email: string) =>
      `Questions? Call the garage office at ${phone} or write to ${email}.`,
  },
  es: {
    subject: {
      paused: 'Su pase de estacionamiento está en pausa',
      reminder: 'Su pase de estacionamiento se reanuda pronto',
    },
    paused: (first: string, resume: string) =>
      `Su pase mensual está en pausa desde el ${first}. No se le cobra nada y la puerta no se abre para él hasta que se reanude el ${resume}. Su tarjeta guardada se conserva.`,
    reminder: (resume: string) =>
      `Su pase mensual se reanuda el ${resume}. Si necesita más tiempo o quiere dejar de estacionarse, abra la página de pausa en su cuenta.`,
    charge: (amount: string, day: string) =>
      `El ${day} el pago automático cobrará ${amount} a su tarjeta guardada.`,
    action: 'Ver mi pausa',
    plate: 'Placa',
    firstDay: 'En pausa desde',
    resumeDay: 'Se reanuda el',
    amount: 'Cargo al reanudar',
    office: (phone: string, email: string) =>
      `¿Preguntas? Llame a la oficina del estacionamiento al ${phone} o escriba a ${email}.`,
  },
} as const;

export function passPauseEmail(input: {
  language: MailLanguage;
  firstName: string;
  plate: string;
  notice: PauseNotice;
  office: { phone: string; email: string };
  pauseUrl: string;
}) {
  const copy = COPY[input.language];
  const { notice, language } = input;
  const first = mailDate(notice.first_day, language);
  const resume = mailDate(notice.resume_day, language);
  const chargeDay = mailDate(notice.last_day, language);
  const amount = mailMoney(notice.resume_amount_cents);
  return composeMail({
    language,
    subject: `${copy.subject[notice.kind]} – ${input.plate}`,
    name: input.firstName,
    paragraphs: [
      notice.kind === 'paused' ? copy.paused(first, resume) : copy.reminder(resume),
      copy.charge(amount, chargeDay),
    ],
    rows: [
      [copy.plate, input.plate],
      [copy.firstDay, first],
      [copy.resumeDay, resume],
      [copy.amount, amount],
    ],
    action: { label: copy.action, url: input.pauseUrl },
    after: [copy.office(input.office.phone, input.office.email)],
  });
}

/** After the change committed; a mail failure is logged and never undoes it. */
export async function sendPassPauseEmail(deps: PaymentDeps, pass: PortalPass, notice: PauseNotice) {
  try {
    await deps.mail.send({
      to: pass.customer.email,
      ...passPauseEmail({
        language: pass.customer.language,
        firstName: pass.customer.firstName.trim() || pass.customer.email,
        plate: pass.vehicle.plate,
        notice,
        office: await officeContact(deps, pass.subscription.locationId),
        pauseUrl: appLink(deps.config.publicBaseUrl, '/pause', { plate: pass.vehicle.plate }),
      }),
    });
  } catch (error) {
    deps.log(`pause notice (${notice.kind}) for subscription ${pass.subscription.id} failed`, error);
  }
}
