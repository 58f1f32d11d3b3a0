import type { Catalog } from '../catalog';

export const captcha: Catalog['captcha'] = {
  title: 'Verificación de seguridad',
  offlineLabel: 'No soy un robot',
  offlineHint: 'Marque la casilla para continuar.',
  verified: 'Verificación completa',
  unavailable: 'No se pudo cargar la verificación de seguridad.',
  retry: 'Intentar de nuevo',
};
