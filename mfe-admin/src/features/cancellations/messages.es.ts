import type { Catalog } from 'design-system/i18n/catalog';
import type { cancellationsMessagesEn } from './messages.en';

export const cancellationsMessagesEs: Catalog<typeof cancellationsMessagesEn> = {
  admin: {
    cancellations: {
      title: 'Cancelaciones',
      description:
        'Por qué los clientes cancelan su pase en el portal. Las cancelaciones deshechas se listan pero no se cuentan.',
      from: 'Desde',
      to: 'Hasta',
      countsCaption: 'Cancelaciones por razón',
      reasonColumn: 'Razón',
      countColumn: 'Cantidad',
      listCaption: 'Cada cancelación',
      customer: 'Cliente',
      plate: 'Placa',
      reason: 'Razón',
      lastDay: 'Último día',
      asked: 'Pedida',
      status: 'Estado',
      empty: 'No hay cancelaciones en estas fechas.',
      loadError: 'No se pudieron cargar las cancelaciones. Intente de nuevo.',
      reasons: {
        moving: 'Se muda',
        price: 'Precio',
        other_parking: 'Encontró otro estacionamiento',
        temporary_absence: 'Fuera un tiempo',
        other: 'Otra',
      },
      statuses: { pending: 'Termina en su último día', ended: 'Terminada', undone: 'Deshecha' },
    },
  },
};
