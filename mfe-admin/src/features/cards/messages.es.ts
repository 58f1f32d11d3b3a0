import type { Catalog } from 'design-system/i18n/catalog';
import type { cardsMessagesEn } from './messages.en';

export const cardsMessagesEs: Catalog<typeof cardsMessagesEn> = {
  admin: {
    cards: {
      title: 'Inventario de tarjetas',
      status: 'Estado',
      search: 'Buscar',
      searchPlaceholder: 'Tarjeta # / Placa / Cliente',
      statuses: {
        all: 'Todas',
        unassigned: 'Sin asignar',
        assigned: 'Asignadas',
        lost: 'Perdidas',
        replaced: 'Reemplazadas',
      },
      badges: { unassigned: 'Sin asignar', assigned: 'Asignada', lost: 'Perdida', replaced: 'Reemplazada' },
      tiles: 'Tarjetas por estado',
      caption: 'Tarjetas',
      columns: {
        code: 'Tarjeta #',
        plate: 'Placa',
        status: 'Estado',
        customer: 'Cliente',
        actions: 'Acciones',
      },
      view: 'Ver',
      viewCard: 'Ver el cliente de la tarjeta {code}',
      markFound: 'Marcar como encontrada',
      markFoundCard: 'Marcar como encontrada: tarjeta {code}',
      empty: 'No se encontraron tarjetas',
      loadError: 'No se pudieron cargar las tarjetas',
      foundTitle: '¿Marcar como encontrada?',
      foundMessage:
        'La tarjeta {code} vuelve al inventario sin asignar y se borran sus vínculos con pases anteriores.',
      foundConfirm: 'Sí, marcar como encontrada',
      foundCancel: 'Cancelar',
      foundDone: 'Tarjeta devuelta al inventario 🎉',
    },
  },
};
