import type { Catalog } from 'design-system/i18n/catalog';
import type { passesMessagesEn } from './messages.en';

export const passesMessagesEs: Catalog<typeof passesMessagesEn> = {
  admin: {
    passes: {
      title: 'Suscripciones',
      status: 'Estado',
      search: 'Buscar',
      searchPlaceholder: 'Placa o cliente',
      filters: {
        all: 'Todas',
        live: 'Vigentes',
        expired: 'Vencidas',
        canceled: 'Canceladas',
        refunded: 'Reembolsadas',
        banned: 'Bloqueadas',
      },
      standing: {
        live: 'Vigente',
        expired: 'Vencida',
        canceled: 'Cancelada',
        refunded: 'Reembolsada',
        inactive: 'Inactiva',
        banned: 'Bloqueada',
        none: 'Sin suscripción',
      },
      caption: 'Suscripciones',
      columns: {
        id: '#',
        plate: 'Placa',
        status: 'Estado',
        start: 'Inicio',
        currentPeriod: 'Periodo actual',
        renewal: 'Renovación',
        customer: 'Cliente',
        action: 'Acción',
      },
      noRenewal: 'Terminado — sin renovación',
      view: 'Ver',
      viewPass: 'Ver el cliente de la placa {plate}',
      empty: 'No se encontraron suscripciones',
      loadError: 'No se pudieron cargar las suscripciones.',
    },
  },
};
