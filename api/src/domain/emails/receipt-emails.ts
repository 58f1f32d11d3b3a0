import type { PassReceipt } from '../../contract/billing-response';
import { planText } from '../../contract/plan-input';
import type { MailMessage } from '../../providers/mail/mail-provider';
import { composeMail, type MailLanguage, mailDate, mailMoney } from './mail-layout';

// Every receipt a payment sends, in the customer's language: a pass bought at checkout, a renewal
// (paid by hand in the portal or charged by autopay) and the lost-card fee. Each also gives its
// receipt number, the card that paid, the next automatic charge of an autopay pass, and the Payments
// page (receipts.ts gathers them).

type Mail = Omit<MailMessage, 'to'>;

/** What every receipt states beside what was paid for. */
export type ReceiptFacts = {
  /** The invoice's number ('INV-000123'); null when the payment has no invoice row. */
  receiptNumber: string | null;
  /** The last 4 digits of the card that paid, as the provider reports them; null when unknown. */
  cardLast4: string | null;
  /** The next automatic charge ('YYYY-MM-DD'); null when the pass is not on autopay. */
  nextCharge: { amountCents: number; date: string } | null;
  /** The Payments page (a plain link: a receipt is often forwarded, so it signs nobody in). */
  portalUrl: string;
};

const COPY = {
  en: {
    plate: 'Plate',
    plan: 'Plan',
    amount: 'Amount paid',
    validFrom: 'Valid from',
    validThrough: 'Valid through',
    purchaseSubject: (plate: string) => `Your monthly parking pass – ${plate}`,
    purchaseIntro: 'Thank you! Your monthly parking pass is active.',
    autopayOn: (cycles: number) =>
      cycles > 0
        ? `Autopay is on: your card is charged every month, with the discount on ${cycles === 1 ? 'your next renewal' : `your next ${cycles} renewals`}.`
        : 'Autopay is on: your card is charged every month.',
    renewByHand: 'This pass does not renew by itself: renew it from the Payments page before it ends.',
    cardAtOffice: 'Staff will assign your access card at the garage office.',
    renewalSubject: (plate: string) => `Your parking pass is renewed – ${plate}`,
    renewalIntro: 'Thank you! Your monthly parking pass has been renewed.',
    autopaySubject: (plate: string) => `Your parking pass renewed automatically – ${plate}`,
    autopayIntro: 'Thank you! Autopay charged your card and your monthly parking pass is renewed.',
    lossSubject: (plate: string) => `Replacement card fee paid – ${plate}`,
    lossIntro: (card: string) =>
      `Thank you! We received the replacement card fee. The lost card ${card} no longer opens the gate.`,
    lossAfter: 'Staff will give you a new access card at the garage office.',
    receiptNumber: 'Receipt number',
    card: 'Card',
    cardEnding: (last4: string) => `ending ${last4}`,
    nextCharge: 'Next automatic charge',
    nextChargeOn: (amount: string, date: string) => `${amount} on ${date}`,
    portal: 'Open the Payments page',
  },
  es: {
    plate: 'Placa',
    plan: 'Plan',
    amount: 'Monto pagado',
    validFrom: 'Válido desde',
    validThrough: 'Válido hasta',
    purchaseSubject: (plate: string) => `Su pase mensual de estacionamiento – ${plate}`,
    purchaseIntro: '¡Gracias! Su pase mensual de estacionamiento está activo.',
    autopayOn: (cycles: number) =>
      cycles > 0
        ? `El pago automático está activo: se cobra a su tarjeta cada mes, con el descuento ${cycles === 1 ? 'en su próxima renovación' : `en sus próximas ${cycles} renovaciones`}.`
        : 'El pago automático está activo: se cobra a su tarjeta cada mes.',
    renewByHand: 'Este pase no se renueva solo: renuévelo en la página de Pagos antes de que termine.',
    cardAtOffice: 'El personal le asignará su tarjeta de acceso en la oficina del estacionamiento.',
    renewalSubject: (plate: string) => `Su pase de estacionamiento está renovado – ${plate}`,
    renewalIntro: '¡Gracias! Su pase mensual de estacionamiento ha sido renovado.',
    autopaySubject: (plate: string) => `Su pase de estacionamiento se renovó automáticamente – ${plate}`,
    autopayIntro:
      '¡Gracias! El pago automático cobró su tarjeta y su pase mensual de estacionamiento está renovado.',
    lossSubject: (plate: string) => `Cuota por tarjeta perdida pagada – ${plate}`,
    lossIntro: (card: string) =>
      `¡Gracias! Recibimos la cuota por tarjeta perdida. La tarjeta ${card} ya no abre la pluma de acceso.`,
    lossAfter: 'El personal le entregará una nueva tarjeta de acceso en la oficina del estacionamiento.',
    receiptNumber: 'Número de recibo',
    card: 'Tarjeta',
    cardEnding: (last4: string) => `terminada en ${last4}`,
    nextCharge: 'Próximo cobro automático',
    nextChargeOn: (amount: string, date: string) => `${amount} el ${date}`,
    portal: 'Abrir la página de Pagos',
  },
} as const;

/** The receipt number, the card and the next automatic charge, as rows after what was paid for. */
function factRows(facts: ReceiptFacts, language: MailLanguage): [string, string][] {
  const copy = COPY[language];
  const rows: [string, string][] = [];
  if (facts.receiptNumber) rows.push([copy.receiptNumber, facts.receiptNumber]);
  if (facts.cardLast4) rows.push([copy.card, copy.cardEnding(facts.cardLast4)]);
  if (facts.nextCharge) {
    const { amountCents, date } = facts.nextCharge;
    rows.push([copy.nextCharge, copy.nextChargeOn(mailMoney(amountCents), mailDate(date, language))]);
  }
  return rows;
}

const portalAction = (facts: ReceiptFacts, language: MailLanguage) => ({
  label: COPY[language].portal,
  url: facts.portalUrl,
});

/** The purchase receipt, in the language the visitor used at checkout. */
export function checkoutReceiptEmail(
  receipt: PassReceipt,
  firstName: string,
  language: MailLanguage,
  facts: ReceiptFacts,
): Mail {
  const copy = COPY[language];
  const date = (value: string) => mailDate(value, language);
  return composeMail({
    language,
    subject: copy.purchaseSubject(receipt.plate),
    name: firstName,
    paragraphs: [copy.purchaseIntro],
    rows: [
      [copy.plate, receipt.plate],
      [copy.plan, planText({ name: receipt.plan_name, name_es: receipt.plan_name_es }, language)],
      [copy.amount, mailMoney(receipt.amount_cents)],
      [copy.validFrom, `${date(receipt.start_date)} ${receipt.valid_from}`],
      [copy.validThrough, `${date(receipt.next_renewal_date)} ${receipt.valid_through}`],
      ...factRows(facts, language),
    ],
    action: portalAction(facts, language),
    after: [
      receipt.autopay ? copy.autopayOn(receipt.discount_cycles_left) : copy.renewByHand,
      copy.cardAtOffice,
    ],
  });
}

type Paid = { language: MailLanguage; firstName: string; plate: string; amountCents: number };

/** A renewal's receipt: paid by hand in the portal, or charged by autopay (then nothing to renew by hand). */
export function renewalReceiptEmail(
  input: Paid & { periodStart: string; renewalDate: string; autopay: boolean; facts: ReceiptFacts },
): Mail {
  const copy = COPY[input.language];
  return composeMail({
    language: input.language,
    subject: input.autopay ? copy.autopaySubject(input.plate) : copy.renewalSubject(input.plate),
    name: input.firstName,
    paragraphs: [input.autopay ? copy.autopayIntro : copy.renewalIntro],
    rows: [
      [copy.plate, input.plate],
      [copy.amount, mailMoney(input.amountCents)],
      [copy.validFrom, `${mailDate(input.periodStart, input.language)} 00:00`],
      [copy.validThrough, `${mailDate(input.renewalDate, input.language)} 23:45`],
      ...factRows(input.facts, input.language),
    ],
    action: portalAction(input.facts, input.language),
    ...(input.autopay ? {} : { after: [copy.renewByHand] }),
  });
}

export function lossFeeReceiptEmail(input: Paid & { cardCode: string; facts: ReceiptFacts }): Mail {
  const copy = COPY[input.language];
  return composeMail({
    language: input.language,
    subject: copy.lossSubject(input.plate),
    name: input.firstName,
    paragraphs: [copy.lossIntro(input.cardCode)],
    rows: [
      [copy.plate, input.plate],
      [copy.amount, mailMoney(input.amountCents)],
      ...factRows(input.facts, input.language),
    ],
    action: portalAction(input.facts, input.language),
    after: [copy.lossAfter],
  });
}
