import type { Catalog } from 'design-system/i18n/catalog';
import type { sandboxInvoiceMessagesEn } from './messages.en';

export const sandboxInvoiceMessagesEs: Catalog<typeof sandboxInvoiceMessagesEn> = {
  sandboxInvoice: {
    title: 'Confirme su pago',
    intro: 'Su banco le pide confirmar este cobro automático de su pase mensual.',
    amount: 'Monto: {amount}',
    confirm: 'Confirmar con mi banco',
    paid: 'Gracias: el pago quedó confirmado y su pase está renovado.',
    failed: 'Su banco no confirmó el pago. Inténtelo de nuevo o cambie su tarjeta en la página de Pagos.',
    missing: 'Esta página necesita una factura. Abra de nuevo el enlace de nuestro correo.',
    back: 'Ir a la página de Pagos',
  },
};
