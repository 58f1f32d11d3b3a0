import type { Catalog } from 'design-system/i18n/catalog';
import type { waitlistMessagesEn } from './messages.en';

export const waitlistMessagesEs: Catalog<typeof waitlistMessagesEn> = {
  admin: {
    waitlist: {
      title: 'Lista de espera',
      description:
        'Personas que esperan un lugar, en orden. Cuando se libera un lugar, la primera persona confirmada recibe un correo y el lugar se le reserva durante {hours} horas.',
      offerNext: 'Enviar la siguiente oferta ahora',
      offerSent: 'Oferta enviada a {email}.',
      tiles: 'Resumen de la lista de espera',
      waiting: 'En espera',
      offersOut: 'Ofertas enviadas',
      averageWait: 'Espera promedio',
      spacesFree: 'Lugares libres',
      days: '{days} días',
      caption: 'Registros de la lista de espera',
      empty: 'No hay nadie en la lista de espera.',
      loadError: 'No se pudo cargar la lista de espera.',
      columns: {
        position: 'Lugar',
        name: 'Nombre',
        email: 'Correo',
        plate: 'Placa',
        status: 'Estado',
        joined: 'Registro',
        actions: 'Acciones',
      },
      statuses: {
        unconfirmed: 'Sin confirmar',
        waiting: 'En espera · n.º {position}',
        offered: 'Ofrecido hasta {time}',
        bought: 'Compró',
        expired: 'Oferta vencida',
        left: 'Salió',
        removed: 'Quitado',
      },
      remove: 'Quitar',
      removeEntry: 'Quitar a {email} de la lista de espera',
      removeDialog: {
        title: '¿Quitar de la lista de espera?',
        message: '{email} saldrá de la lista. Un lugar reservado para esta persona se ofrece a la siguiente.',
        confirm: 'Quitar',
        cancel: 'Conservar',
      },
      removed: '{email} salió de la lista de espera.',
      errors: {
        noSpace:
          'No hay un lugar libre para ofrecer: todos los lugares en línea están vendidos, reservados u ofrecidos. Aumente el límite en línea o espere a que termine un pase.',
        empty: 'No hay nadie confirmado en la lista, así que no hay a quién ofrecer un lugar.',
        notFound: 'Este registro ya no está en la lista de espera. La lista se actualizó.',
      },
    },
  },
};
