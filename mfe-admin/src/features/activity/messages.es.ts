import type { Catalog } from 'design-system/i18n/catalog';
import type { activityMessagesEn } from './messages.en';

export const activityMessagesEs: Catalog<typeof activityMessagesEn> = {
  admin: {
    activity: {
      title: 'Actividad',
      description:
        'Cada cambio del personal y cada inicio de sesión, del más reciente al más antiguo: quién, qué, antes y después, desde dónde. Nadie puede editar ni borrar un registro.',
      filters: {
        person: 'Persona',
        personHint: 'Su nombre de usuario',
        action: 'Acción',
        anyAction: 'Todas las acciones',
        customer: 'Número de cliente',
        from: 'Desde',
        to: 'Hasta',
      },
      caption: 'Actividad',
      empty: 'Todavía no hay nada registrado.',
      emptyFiltered: 'Nada coincide con estos filtros.',
      loadError: 'No se pudo cargar la actividad.',
      more: 'Mostrar anteriores',
      downloadCsv: 'Descargar CSV',
      downloading: 'Preparando…',
      downloadFailed: 'No se pudo descargar el CSV.',
    },
  },
};
