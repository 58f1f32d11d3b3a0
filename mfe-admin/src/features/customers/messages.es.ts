import type { Catalog } from 'design-system/i18n/catalog';
import type { customersMessagesEn } from './messages.en';

export const customersMessagesEs: Catalog<typeof customersMessagesEn> = {
  admin: {
    customers: {
      title: 'Clientes',
      searchLabel: 'Buscar clientes',
      searchHint: 'Nombre, correo, número de tarjeta o placa; al menos 3 caracteres y luego Enter.',
      search: 'Buscar',
      tooShort: 'Escriba al menos 3 caracteres.',
      resultsHeading: 'Resultados',
      noResults: 'No se encontró ningún cliente con esos datos.',
      columns: {
        firstName: 'Nombre',
        lastName: 'Apellido',
        cardCode: 'Tarjeta',
        plate: 'Placa',
        action: 'Acción',
      },
      view: 'Ver',
      viewCustomer: 'Ver {name}',
      noSubscription: 'Sin suscripción',
      pendingHeading: 'Autos pendientes',
      noPending: 'No hay autos pendientes',
      searchError: 'La búsqueda falló',
      pendingError: 'No se pudieron cargar los autos pendientes',
    },
  },
};
