import type { Catalog } from 'design-system/i18n/catalog';
import type { sandboxCheckoutMessagesEn } from './messages.en';

export const sandboxCheckoutMessagesEs: Catalog<typeof sandboxCheckoutMessagesEn> = {
  sandboxCheckout: {
    title: 'Guarde su tarjeta',
    intro:
      'A esta tarjeta se le cobra en cada fecha de renovación mientras el pago automático esté activado.',
    save: 'Guardar tarjeta',
    cancel: 'Cancelar y volver',
    missing: 'Esta página necesita una sesión de configuración. Empiece de nuevo desde la página de Pagos.',
  },
};
