import type { Catalog } from 'design-system/i18n/catalog';
import type { platesMessagesEn } from './messages.en';

export const platesMessagesEs: Catalog<typeof platesMessagesEn> = {
  plates: {
    title: 'Sus placas',
    signInIntro:
      'Inicie sesión para cambiar las placas de su pase: ingrese su correo y su placa, y le enviaremos un código de 6 dígitos.',
    intro:
      'Su pase puede tener hasta {max} placas. Solo uno de sus vehículos puede estar dentro del estacionamiento a la vez.',
    listTitle: 'Placas de este pase',
    main: 'Placa principal',
    temporary: 'Temporal',
    issuedIn: 'Emitida en {state}',
    lastDay: 'Último día: {date}',
    mainHint:
      'La placa principal es la del vehículo para el que se compró el pase. Para cambiarla, llame a la oficina del estacionamiento.',
    remove: 'Quitar {plate}',
    removeTitle: '¿Quitar la placa {plate}?',
    removeMessage: 'La puerta deja de dejar entrar a {plate} de inmediato.',
    removeConfirm: 'Quitar placa',
    removed: 'Se quitó la placa {plate}.',
    addTitle: 'Agregar una placa',
    plate: 'Placa',
    plateHint: 'Solo letras y números, como en la placa.',
    plateState: 'Emitida en',
    plateStateUnsure: 'No estoy seguro',
    plateStateUs: 'Estados Unidos',
    plateStateMx: 'México',
    isTemporary: 'Placa temporal (un auto rentado o prestado)',
    endsOn: 'Último día',
    endsOnHint: 'La puerta la deja entrar hasta las 11:45 p.m. de ese día, a más tardar el {date}.',
    add: 'Agregar placa',
    added: 'Se agregó la placa {plate}: la puerta ya la deja entrar.',
    changesLeft: 'Cambios que le quedan esta semana: {count} de {max}.',
    full: 'Este pase tiene {max} placas. Quite una para agregar otra.',
    back: 'Volver a su pase',
    errors: {
      plateFormat: 'Escriba la placa solo con letras A-Z y números, máximo 15.',
      endsOn: 'Elija el último día, desde hoy hasta el {date}.',
      limit: 'Este pase ya tiene {max} placas. Quite una antes de agregar otra.',
      otherPass:
        'No se puede agregar esa placa: está en otro pase o no se permite aquí. Revísela o llame a la oficina del estacionamiento.',
      alreadyOnPass: 'Esa placa ya está en este pase.',
      notOnPass: 'Esa placa ya no está en este pase. La lista se actualizó.',
      passNotLive: 'Este pase terminó, así que ya no se pueden cambiar sus placas.',
      changeLimit:
        'Hizo 7 cambios de placa en los últimos 7 días. Podrá cambiar placas de nuevo el {date} a las {time}.',
    },
  },
};
