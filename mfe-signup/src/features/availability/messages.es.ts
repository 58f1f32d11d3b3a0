import type { Catalog } from 'design-system/i18n/catalog';
import type { availabilityMessagesEn } from './messages.en';

export const availabilityMessagesEs: Catalog<typeof availabilityMessagesEn> = {
  landing: {
    availability: {
      spacesOne: '1 lugar disponible en línea',
      spacesOther: '{count} lugares disponibles en línea',
      none: 'No hay lugares disponibles en línea por ahora',
      checking: 'Consultando disponibilidad…',
      fullBadge: 'Lleno',
    },
  },
};
