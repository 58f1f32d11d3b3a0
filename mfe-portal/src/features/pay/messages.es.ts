import type { Catalog } from 'design-system/i18n/catalog';
import type { payMessagesEn } from './messages.en';

export const payMessagesEs: Catalog<typeof payMessagesEn> = {
  pay: {
    opening: 'Abriendo la página segura…',
    missing: 'Falta token',
    missingText: 'Este enlace está incompleto. Abra el enlace completo del correo o pida uno nuevo.',
    expired: 'Link vencido',
    expiredText: 'Este enlace venció o ya se usó. Pida uno nuevo desde la página de Pagos.',
    failed: 'No se pudo abrir el enlace',
  },
};
