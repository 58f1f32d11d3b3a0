import type { Catalog } from '../catalog';

export const topBar: Catalog['topBar'] = {
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
};
