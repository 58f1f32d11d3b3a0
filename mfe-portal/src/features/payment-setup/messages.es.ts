import type { Catalog } from 'design-system/i18n/catalog';
import type { paymentSetupMessagesEn } from './messages.en';

export const paymentSetupMessagesEs: Catalog<typeof paymentSetupMessagesEn> = {
  paymentSetup: {
    title: 'Configuración de la tarjeta',
    done: 'Listo',
    autopayOn: 'El pago automático está activado. Se cobrará a su tarjeta el {date}.',
    newCard: 'La tarjeta que termina en {last4} quedó guardada para sus próximos cobros.',
    open: 'La configuración de la tarjeta no se terminó. No cambió nada.',
    missing: 'Esta página necesita la sesión de configuración de la página de pago.',
  },
};
