import type { Catalog } from 'design-system/i18n/catalog';
import type { topBarMessagesEn } from './messages.en';

export const topBarMessagesEs: Catalog<typeof topBarMessagesEn> = {
  topBar: {
    brand: 'Border Garage',
    brandFull: 'Border Garage Estacionamiento Mensual',
    homeLink: 'Border Garage Estacionamiento Mensual, inicio',
    nav: 'Principal',
    monthlyPass: 'Pase mensual',
    payments: 'Pagos',
    lostCard: 'Tarjeta perdida',
    admin: 'Administración',
    login: 'Iniciar sesión',
    logout: 'Cerrar sesión',
    back: 'Regresar',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    skipToContent: 'Saltar al contenido principal',
  },
};
