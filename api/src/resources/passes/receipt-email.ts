import type { PassReceipt } from '../../contract/billing-response';
import type { MailMessage } from '../../providers/mail/mail-provider';

type Language = 'en' | 'es';

const COPY = {
  en: {
    subject: (plate: string) => `Your monthly parking pass – ${plate}`,
    greeting: (name: string) => `Hello ${name},`,
    intro: 'Thank you! Your monthly parking pass is active.',
    plate: 'Plate',
    plan: 'Plan',
    amount: 'Amount paid',
    validFrom: 'Valid from',
    validThrough: 'Valid through',
    autopay: (cycles: number) =>
      cycles > 0
        ? `Autopay is on: your card is charged every month, with the discount for the ${cycles === 1 ? 'first month' : `first ${cycles} months`}.`
        : 'Autopay is on: your card is charged every month.',
    oneTime: 'This pass does not renew by itself: renew it from the Payments page before it ends.',
    card: 'Staff will assign your access card at the garage office.',
    closing: 'See you at the garage.',
    locale: 'en-US',
  },
  es: {
    subject: (plate: string) => `Su pase mensual de estacionamiento – ${plate}`,
    greeting: (name: string) => `Hola ${name}:`,
    intro: '¡Gracias! Su pase mensual de estacionamiento está activo.',
    plate: 'Placa',
    plan: 'Plan',
    amount: 'Monto pagado',
    validFrom: 'Válido desde',
    validThrough: 'Válido hasta',
    autopay: (cycles: number) =>
      cycles > 0
        ? `El pago automático está activo: se cobra a su tarjeta cada mes, con el descuento ${cycles === 1 ? 'el primer mes' : `los primeros ${cycles} meses`}.`
        : 'El pago automático está activo: se cobra a su tarjeta cada mes.',
    oneTime: 'Este pase no se renueva solo: renuévelo en la página de Pagos antes de que termine.',
    card: 'El personal le asignará su tarjeta de acceso en la oficina del estacionamiento.',
    closing: 'Le esperamos en el estacionamiento.',
    locale: 'es-MX',
  },
} as const;

/** The purchase receipt, in the language the visitor used at checkout. */
export function receiptEmail(
  receipt: PassReceipt,
  firstName: string,
  language: Language,
): Omit<MailMessage, 'to'> {
  const copy = COPY[language];
  const date = (value: string) =>
    new Intl.DateTimeFormat(copy.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${value}T00:00:00Z`),
    );
  const amount = `$${(receipt.amount_cents / 100).toFixed(2)} USD`;
  const rows: [string, string][] = [
    [copy.plate, receipt.plate],
    [copy.plan, receipt.plan_name],
    [copy.amount, amount],
    [copy.validFrom, `${date(receipt.start_date)} ${receipt.valid_from}`],
    [copy.validThrough, `${date(receipt.next_renewal_date)} ${receipt.valid_through}`],
  ];
  const renewal = receipt.autopay ? copy.autopay(receipt.discount_cycles_left) : copy.oneTime;
  const name = firstName.trim() || receipt.email;

  const text = [
    copy.greeting(name),
    '',
    copy.intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    renewal,
    copy.card,
    '',
    copy.closing,
    '',
  ].join('\n');

  const html = `<!doctype html>
<html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1f2933">
<p>${escapeHtml(copy.greeting(name))}</p>
<p>${escapeHtml(copy.intro)}</p>
<table cellpadding="6" style="border-collapse:collapse">
${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p>${escapeHtml(renewal)}</p>
<p>${escapeHtml(copy.card)}</p>
<p>${escapeHtml(copy.closing)}</p>
</body></html>
`;
  return { subject: copy.subject(receipt.plate), text, html };
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
