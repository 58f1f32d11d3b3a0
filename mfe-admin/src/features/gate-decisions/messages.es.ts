import type { Catalog } from 'design-system/i18n/catalog';
import type { gateDecisionsMessagesEn } from './messages.en';

export const gateDecisionsMessagesEs: Catalog<typeof gateDecisionsMessagesEn> = {
  admin: {
    gateDecisions: {
      title: 'Decisiones de acceso',
      description:
        'Cada tarjeta y placa que leyeron los accesos, de la más reciente a la más antigua, con lo que respondieron y por qué. Filtre por Denegadas para ver por qué no se abrió un acceso.',
      filter: 'Decisión',
      filters: { all: 'Todas', allow: 'Permitidas', deny: 'Denegadas' },
      caption: 'Decisiones de acceso',
      empty: 'Todavía no hay decisiones de acceso.',
      emptyFiltered: 'Ninguna decisión coincide con este filtro.',
      loadError: 'No se pudieron cargar las decisiones de acceso.',
      pager: 'Páginas de decisiones de acceso',
      columns: {
        time: 'Hora',
        device: 'Dispositivo',
        credential: 'Tarjeta o placa',
        direction: 'Sentido',
        decision: 'Decisión',
        reason: 'Motivo',
        customer: 'Cliente',
      },
      credential: {
        rfid: 'Tarjeta {value}',
        licensePlate: 'Placa {value} · {state}',
        unknownState: 'estado desconocido',
      },
      directions: { in: 'Entrada', out: 'Salida' },
      decisions: { allow: 'Permitida', deny: 'Denegada' },
      reasons: {
        active: 'Pase activo',
        grace: 'Pase en periodo de gracia: el pago automático sigue reintentando la renovación',
        passback_warning: 'Aviso de antipassback: ya estaba dentro (o ya había salido); se le dejó pasar',
        unknown_credential: 'Tarjeta o placa desconocida',
        pass_suspended: 'Pase suspendido: se agotaron los reintentos del pago automático',
        pass_paused: 'Pase en pausa por su titular hasta su fecha de reanudación',
        pass_expired: 'Pase vencido',
        pass_inactive: 'Pase inactivo',
        pass_canceled: 'Pase cancelado',
        pass_refunded: 'Pase reembolsado',
        pass_banned: 'Vehículo bloqueado',
        card_lost: 'Tarjeta reportada como perdida',
        card_replaced: 'Tarjeta reemplazada por una más nueva',
        not_yet_valid: 'El pase todavía no es válido',
        passback: 'Antipassback: ya estaba dentro (o ya había salido)',
        wrong_direction: 'Sentido equivocado para este dispositivo',
        plate_ended: 'Placa temporal después de su último día',
        other_plate_inside: 'Otra placa de este pase está dentro (un espacio por pase)',
      },
    },
    gateOccupancy: {
      heading: 'Dentro ahora',
      tiles: 'Autos dentro ahora, por ubicación',
      insideAt: 'Dentro ahora · {location}',
      insideOf: '{inside} de {capacity}',
      antiPassback: 'Antipassback: {mode}',
      modes: { off: 'desactivado', warn: 'avisar', enforce: 'bloquear' },
      loadError: 'No se pudo cargar quién está dentro.',
    },
  },
};
