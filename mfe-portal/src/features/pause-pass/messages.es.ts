import type { Catalog } from 'design-system/i18n/catalog';
import type { pausePassMessagesEn } from './messages.en';

export const pausePassMessagesEs: Catalog<typeof pausePassMessagesEn> = {
  pausePass: {
    title: 'Pausar su pase',
    link: 'Pausar mi pase',
    signInIntro:
      'Inicie sesión para pausar su pase: escriba su correo y placa, y le enviaremos un código de 6 dígitos.',
    intro:
      '¿Estará fuera un tiempo? Pause el pago automático por meses completos desde el final del periodo que pagó. No se le cobra nada mientras está en pausa, la puerta no se abre para el pase y su tarjeta guardada se conserva.',
    spaceNotKept:
      'Mientras su pase está en pausa, su lugar puede pasar a alguien de la lista de espera. Si el estacionamiento está lleno cuando termine la pausa, su pase no se reanuda y el cobro se reembolsa de inmediato.',
    legend: '¿Por cuánto tiempo?',
    months: { one: '{count} mes', other: '{count} meses' },
    firstDay: 'En pausa desde',
    resumeDay: 'Vuelve a funcionar el',
    charge: 'Se cobra el {date}',
    confirm: 'Pausar mi pase',
    confirmTitle: '¿Pausar su pase?',
    confirmMessage:
      'Su pase queda en pausa desde el {first}. Vuelve a funcionar el {resume} y el {chargeDay} se cobran {amount} a su tarjeta guardada.',
    confirmYes: 'Sí, pausarlo',
    keep: 'Regresar',
    paused: 'Su pase está en pausa. Le enviamos un correo con las fechas.',
    current:
      'Su pase está en pausa desde el {first}. Vuelve a funcionar el {resume}; el pago automático cobra a su tarjeta guardada el {chargeDay}.',
    currentTitle: 'En pausa',
    back: 'Volver a mi pase',
    refusals: {
      pause_needs_autopay:
        'Solo un pase con pago automático se puede pausar. Active primero el pago automático.',
      pass_already_paused: 'Este pase ya está en pausa.',
      pause_too_recent: 'Este pase se pausó hace poco. Podrá pausarlo de nuevo a partir del {date}.',
      pause_too_long:
        'El estacionamiento permite pausas más cortas. Elija una de las duraciones que se muestran.',
      cancel_already_pending:
        'Este pase terminará en su último día, así que no se puede pausar. Deshaga primero la cancelación.',
      pass_not_live: 'A este pase no le queda un periodo pagado después del cual pausar. Renuévelo primero.',
    },
  },
};
