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
    doneCharged: 'Tarjeta cambiada y renovación pagada',
    saved: 'La tarjeta que termina en {last4} quedó guardada; su próximo cobro automático la usará.',
    savedNext:
      'La tarjeta que termina en {last4} quedó guardada. Su próximo cobro automático será de {amount} el {date}.',
    chargedNow:
      'Acabamos de cobrar {amount} a la tarjeta que termina en {last4}, por la renovación que su tarjeta anterior no pudo pagar.',
    nextCharge: 'Su próximo cobro automático será de {amount} el {date}.',
    chargeDeclined:
      'La tarjeta que termina en {last4} quedó guardada, pero su banco rechazó el cobro de {amount} de la renovación que le hicimos ahora. Pruebe con otra tarjeta.',
  },
};
