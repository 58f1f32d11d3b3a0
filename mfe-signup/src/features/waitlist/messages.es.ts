import type { Catalog } from 'design-system/i18n/catalog';
import type { waitlistMessagesEn } from './messages.en';

export const waitlistMessagesEs: Catalog<typeof waitlistMessagesEn> = {
  landing: {
    waitlist: {
      title: 'Lleno — únase a la lista de espera',
      intro:
        'Todos los lugares en línea están ocupados. Deje sus datos y le escribiremos cuando se libere uno.',
      firstName: 'Nombre',
      lastName: 'Apellido',
      email: 'Correo electrónico',
      emailRequired: 'El correo electrónico es obligatorio',
      emailInvalid: 'Correo electrónico no válido',
      minLetters: 'Mín. 2 letras',
      formLabel: 'Registro en la lista de espera',
      honeypot: 'Deje este campo vacío',
      submit: 'Unirme a la lista de espera',
      submitting: 'Enviando…',
      success: '¡Gracias! Ya está en la lista de espera. Le escribiremos cuando se libere un lugar.',
      error: 'No se pudo completar el registro en la lista de espera. Intente de nuevo.',
      captchaRequired: 'Por favor complete el CAPTCHA',
      captchaFailed: 'El CAPTCHA falló, intente de nuevo',
      captchaExpired:
        'Su verificación de seguridad venció. Complétela de nuevo y vuelva a enviar el registro.',
      tooManyRequests: 'Demasiados registros desde esta conexión. Espere unos minutos e intente de nuevo.',
    },
  },
};
