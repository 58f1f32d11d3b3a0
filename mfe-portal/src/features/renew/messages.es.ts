import type { Catalog } from 'design-system/i18n/catalog';
import type { renewMessagesEn } from './messages.en';

export const renewMessagesEs: Catalog<typeof renewMessagesEn> = {
  renew: {
    title: 'Renueve su pase',
    signInIntro:
      'Inicie sesión para renovar: le enviamos un código de 6 dígitos al correo del pase. ¿Paga por otra persona? Pídale el código.',
    summary: 'Su renovación',
    forPlate: 'Pase de la placa {plate}.',
    period: 'Nuevo periodo: del {start} hasta las 23:45 del {end}.',
    amount: 'Total: {amount}',
    paid: 'Su pase está renovado',
    paidUntil: 'Es válido hasta las 23:45 del {date}. Le enviamos el recibo por correo.',
  },
};
