import type { Catalog } from 'design-system/i18n/catalog';
import type { captchaMessagesEn } from './messages.en';

export const captchaMessagesEs: Catalog<typeof captchaMessagesEn> = {
  captcha: {
    title: 'Verificación de seguridad',
    offlineLabel: 'No soy un robot',
    offlineHint: 'Marque la casilla para continuar.',
    verified: 'Verificación completa',
    unavailable: 'No se pudo cargar la verificación de seguridad.',
    retry: 'Intentar de nuevo',
  },
};
