import type { Catalog } from 'design-system/i18n/catalog';
import type { changeCardMessagesEn } from './messages.en';

export const changeCardMessagesEs: Catalog<typeof changeCardMessagesEn> = {
  changeCard: {
    title: 'Cambie su tarjeta',
    continue: 'Continuar',
    requestIntro: 'Para proteger su pase, primero le enviamos un código de 6 dígitos por correo.',
    sendCode: 'Envíenme un código',
    sendLink: 'Mejor envíenme un enlace para cambiar la tarjeta',
    linkSent: 'Enviamos un enlace para cambiar la tarjeta a {email}.',
    sentTo: 'Enviamos un código de 6 dígitos a {to}. Es válido por 10 minutos.',
    enterCode: 'Ingrese el código de 6 dígitos de su correo.',
    code: 'Código de 6 dígitos',
    verify: 'Verificar código',
    resend: 'Enviar un código nuevo',
    resendIn: 'Código nuevo en {seconds} s',
    save: 'Guardar la tarjeta nueva',
    done: 'Tarjeta cambiada',
    saved: 'La tarjeta que termina en {last4} quedó guardada; su próximo cobro automático la usará.',
  },
};
