import type { Catalog } from '../catalog';

export const paymentCancel: Catalog['paymentCancel'] = {
  title: 'Pago cancelado',
  message: 'Su pago fue cancelado. No se realizó ningún cargo a su tarjeta.',
  retryHint: 'Puede empezar de nuevo desde la página de inicio cuando quiera.',
  home: 'Volver al inicio',
};
