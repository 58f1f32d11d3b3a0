import type { PaymentDeps } from '../../lib/payment-deps';
import { officeContact } from '../garage/office-contact';
import type { PortalPass } from '../passes/portal-pass';
import { appLink, composeMail, type MailLanguage, mailDate, mailMoney } from './mail-layout';

// An autopay customer hears of a staff price change at once, at least 30 days before it reaches
// their card (docs/decisions/price-change-notice.md): the old and new monthly price, the first
// charge at the new one, and that they may cancel instead, in the portal.

export type PriceChangeNotice = {
  oldPriceCents: number;
  newPriceCents: number;
  /** The first renewal billed at the new price. */
  firstChargeDate: string;
};

const COPY = {
  en: {
    subject: 'The price of your monthly parking pass is changing',
    change: (oldPrice: string, newPrice: string, day: string) =>
      `The monthly price of your pass changes from ${oldPrice} to ${newPrice}. Autopay charges ${oldPrice} until then; the first charge at ${newPrice} is on ${day}.`,
    cancel:
      'You do not have to do anything to keep parking. If you would rather stop, you can cancel your pass in your account before that day; nothing more is charged after it ends.',
    action: 'Open my account',
    plate: 'Plate',
    oldPrice: 'Current monthly price',
    newPrice: 'New monthly price',
    firstCharge: 'First charge at the new price',
    office: (phone: string, email: string) =>
      `Questions? Call the garage office at ${phone} or write to ${email}.`,
  },
  es: {
    subject: 'El precio de su pase mensual de estacionamiento cambia',
    change: (oldPrice: string, newPrice: string, day: string) =>
      `El precio mensual de su pase cambia de ${oldPrice} a ${newPrice}. El pago automático cobra ${oldPrice} hasta entonces; el primer cargo de ${newPrice} será el ${day}.`,
    cancel:
      'No tiene que hacer nada para seguir estacionándose. Si prefiere dejar de hacerlo, puede cancelar su pase en su cuenta antes de ese día; no se le cobra nada más cuando termine.',
    action: 'Abrir mi cuenta',
    plate: 'Placa',
    oldPrice: 'Precio mensual actual',
    newPrice: 'Nuevo precio mensual',
    firstCharge: 'Primer cargo con el nuevo precio',
    office: (phone: string, email: string) =>
      `¿Preguntas? Llame a la oficina del estacionamiento al ${phone} o escriba a ${email}.`,
  },
} as const;

export function priceChangeEmail(input: {
  language: MailLanguage;
  firstName: string;
  plate: string;
  notice: PriceChangeNotice;
  office: { phone: string; email: string };
  portalUrl: string;
  cancelUrl: string;
}) {
  const copy = COPY[input.language];
  const oldPrice = mailMoney(input.notice.oldPriceCents);
  const newPrice = mailMoney(input.notice.newPriceCents);
  const day = mailDate(input.notice.firstChargeDate, input.language);
  return composeMail({
    language: input.language,
    subject: `${copy.subject} – ${input.plate}`,
    name: input.firstName,
    paragraphs: [copy.change(oldPrice, newPrice, day), `${copy.cancel} ${input.cancelUrl}`],
    rows: [
      [copy.plate, input.plate],
      [copy.oldPrice, oldPrice],
      [copy.newPrice, newPrice],
      [copy.firstCharge, day],
    ],
    action: { label: copy.action, url: input.portalUrl },
    after: [copy.office(input.office.phone, input.office.email)],
  });
}

/** After the change committed; a mail failure is logged and never undoes it. */
export async function sendPriceChangeEmail(deps: PaymentDeps, pass: PortalPass, notice: PriceChangeNotice) {
  try {
    await deps.mail.send({
      to: pass.customer.email,
      ...priceChangeEmail({
        language: pass.customer.language,
        firstName: pass.customer.firstName.trim() || pass.customer.email,
        plate: pass.vehicle.plate,
        notice,
        office: await officeContact(deps, pass.subscription.locationId),
        portalUrl: appLink(deps.config.publicBaseUrl, '/payments'),
        cancelUrl: appLink(deps.config.publicBaseUrl, '/cancel-pass', { plate: pass.vehicle.plate }),
      }),
    });
  } catch (error) {
    deps.log(`price change notice for subscription ${pass.subscription.id} failed`, error);
  }
}
