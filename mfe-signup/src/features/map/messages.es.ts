import type { Catalog } from 'design-system/i18n/catalog';
import type { mapMessagesEn } from './messages.en';

export const mapMessagesEs: Catalog<typeof mapMessagesEn> = {
  landing: {
    map: {
      title: 'Ubicación',
      label: 'Mapa con la ubicación del estacionamiento',
      marker: 'Border Garage',
      directions: 'Cómo llegar',
      directionsHint: 'Abre su aplicación de mapas en una ventana nueva.',
      unavailable: 'No se pudo cargar el mapa.',
    },
  },
};
