import type { Catalog } from 'design-system/i18n/catalog';
import type { statusMessagesEn } from './messages.en';

export const statusMessagesEs: Catalog<typeof statusMessagesEn> = {
  status: {
    title: 'Estado del sistema',
    allOperational: 'Todos los sistemas funcionan',
    someDown: 'Uno o más servicios no están disponibles',
    uptime: 'Tiempo en línea',
    uptimeValue: '{minutes} min',
    latency: 'Latencia',
    latencyValue: '{ms} ms',
    services: 'Servicios',
    serviceName: 'Servicio',
    serviceState: 'Estado',
    up: 'Disponible',
    down: 'Caído',
    client: 'Cliente',
    serviceNames: { db: 'Base de datos', payments: 'Pagos', mail: 'Correo', captcha: 'CAPTCHA' },
    notes: { offline_outbox: 'Bandeja local: los correos se guardan como archivos, no se envían' },
    lastChecked: 'Última revisión: {time}',
    autoRefresh: 'Se actualiza cada 30 segundos.',
    refresh: 'Revisar ahora',
    checking: 'Revisando…',
    frontEnds: {
      title: 'Módulos de la aplicación',
      module: 'Módulo',
      version: 'Versión',
      servedFrom: 'Servido desde',
      state: 'Estado',
      built: 'Compilado el {date}, {time}',
      unknown: 'Desconocida',
      loaded: 'Cargado',
      notLoaded: 'No cargado',
      names: { shell: 'Contenedor', signup: 'Alta', portal: 'Portal del cliente', admin: 'Administración' },
    },
  },
};
