import type { Catalog } from 'design-system/i18n/catalog';
import type { adminLayoutMessagesEn } from './messages.en';

export const adminLayoutMessagesEs: Catalog<typeof adminLayoutMessagesEn> = {
  admin: {
    layout: {
      menu: 'Menú de administración',
      navLabel: 'Administración',
      signedInAs: 'Sesión iniciada como',
      logout: 'Cerrar sesión',
      logoutDialog: {
        title: '¿Cerrar sesión?',
        message: 'Tendrá que iniciar sesión de nuevo para usar el área de administración.',
        confirm: 'Cerrar sesión',
      },
      roles: { admin: 'Administrador', ambassador: 'Embajador', manager: 'Gerente', none: 'Sin rol' },
    },
    sidebar: {
      customers: 'Clientes',
      passes: 'Pases',
      subscriptions: 'Suscripciones',
      salesHistory: 'Historial de ventas',
      cards: 'Tarjetas',
      inventory: 'Inventario',
      addBatch: 'Agregar lote',
      payments: 'Pagos',
      checklist: 'Lista de tareas',
      plans: 'Planes y artículos',
      garageDetails: 'Datos del estacionamiento',
      customerProfile: 'Perfil del cliente',
      waitlist: 'Lista de espera',
      gate: 'Acceso vehicular',
      gateDecisions: 'Decisiones de acceso',
      gateDevices: 'Dispositivos de acceso',
      activity: 'Actividad',
      staff: 'Personal',
      account: 'Mi cuenta',
    },
  },
};
