import type { Catalog } from 'design-system/i18n/catalog';
import type { changeCardMessagesEn } from './messages.en';

export const changeCardMessagesEs: Catalog<typeof changeCardMessagesEn> = {
  changeCard: {
    title: 'Cambie su tarjeta',
    signInIntro:
      'Inicie sesión para cambiar la tarjeta de su pase: ingrese su correo y su placa, y le enviaremos un código de 6 dígitos.',
    forPlate: 'Tarjeta nueva para el pase de la placa {plate}.',
    save: 'Guardar la tarjeta nueva',
    done: 'Tarjeta cambiada',
    saved: 'La tarjeta que termina en {last4} quedó guardada; su próximo cobro automático la usará.',
  },
};
