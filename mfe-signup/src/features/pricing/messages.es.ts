import type { Catalog } from 'design-system/i18n/catalog';
import type { pricingMessagesEn } from './messages.en';

export const pricingMessagesEs: Catalog<typeof pricingMessagesEn> = {
  landing: {
    pricing: {
      title: 'Pase mensual',
      autopayTitle: 'Pago automático',
      perMonthFirst3: '/mes durante los primeros 3 meses',
      thenFullPrice: 'después {price}/mes',
      fullPrice: 'Precio normal',
      oneTimeTitle: 'Pago único',
      perMonth: '/mes',
      discountBadge: '{percent}% de descuento',
      savings: 'Ahorre {amount} al mes durante 3 meses',
      validity: 'Válido desde las 00:00 de hoy hasta las 23:45 del {date}.',
      oneTimeNote: 'Un solo pago, sin cargos de renovación. Renueve en línea cuando necesite otro mes.',
    },
  },
};
