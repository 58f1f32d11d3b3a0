import type { Catalog } from 'design-system/i18n/catalog';
import type { adminRoutesMessagesEn } from './messages.en';

export const adminRoutesMessagesEs: Catalog<typeof adminRoutesMessagesEn> = {
  admin: {
    notFound: {
      title: 'Página no encontrada',
      message: 'Esta página aún no está disponible.',
      link: 'Ir a una página disponible',
    },
    refused: {
      title: 'Esa página no está abierta a su rol',
      message: 'Su rol ({role}) no puede abrir {page}; pida ayuda a un administrador si la necesita.',
    },
  },
};
