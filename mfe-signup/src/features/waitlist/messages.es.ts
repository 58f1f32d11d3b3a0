import type { Catalog } from 'design-system/i18n/catalog';
import type { waitlistMessagesEn } from './messages.en';

export const waitlistMessagesEs: Catalog<typeof waitlistMessagesEn> = {
  landing: {
    waitlist: {
      title: 'Lleno — únase a la lista de espera',
      intro:
        'Todos los lugares en línea están ocupados. Deje su correo: cuando se libere un lugar, se le reserva a la primera persona de la lista.',
      firstName: 'Nombre',
      lastName: 'Apellido',
      email: 'Correo electrónico',
      plate: 'Placa',
      plateHint: 'Letras y números; los espacios y guiones se quitan',
      emailRequired: 'El correo electrónico es obligatorio',
      emailInvalid: 'Correo electrónico no válido',
      minLetters: 'Mín. 2 letras',
      plateInvalid: 'Placa inválida: solo A-Z y 0-9, máximo 15 caracteres',
      formLabel: 'Registro en la lista de espera',
      honeypot: 'Deje este campo vacío',
      submit: 'Unirme a la lista de espera',
      submitting: 'Enviando…',
      success:
        '¡Casi listo! Le enviamos un correo: abra el enlace que contiene para confirmar su lugar en la lista. Revise la carpeta de spam si no llega en unos minutos.',
      error: 'No se pudo completar el registro en la lista de espera. Intente de nuevo.',
      captchaRequired: 'Por favor complete el CAPTCHA',
      captchaFailed: 'El CAPTCHA falló, intente de nuevo',
      captchaExpired:
        'Su verificación de seguridad venció. Complétela de nuevo y vuelva a enviar el registro.',
      tooManyRequests: 'Demasiados registros desde esta conexión. Espere unos minutos e intente de nuevo.',
    },
  },
  waitlist: {
    status: {
      title: 'Su lugar en la lista de espera',
      loading: 'Cargando su lugar en la lista…',
      greeting: 'Hola, {name}.',
      forEmail: 'Registro en la lista de espera de {email}',
      howOffersWork:
        'Cuando se libera un lugar, la primera persona de la lista recibe un correo y el lugar se le reserva durante {hours} horas. Si no lo compra a tiempo, pasa a la siguiente persona.',
      unconfirmed: 'Confirme su lugar para que lo mantengamos en la lista.',
      confirm: 'Confirmar mi lugar',
      confirmed: 'Su lugar está confirmado.',
      position: 'Usted es el número {position} de la lista',
      waitingCount: 'Personas en espera: {count}',
      leave: 'Salir de la lista',
      leaveDialog: {
        title: '¿Salir de la lista de espera?',
        message: 'Perderá su lugar en la lista. Puede volver a unirse más adelante, al final de la lista.',
        confirm: 'Salir de la lista',
        cancel: 'Seguir en la lista',
      },
      offered: 'Tiene un lugar reservado hasta el {time}.',
      offeredHint:
        'Compre su pase antes de esa hora, con el mismo correo electrónico. Después, el lugar pasa a la siguiente persona de la lista.',
      buy: 'Comprar mi pase',
      decline: 'No, gracias',
      declineDialog: {
        title: '¿Renunciar a este lugar?',
        message:
          'El lugar se ofrecerá a la siguiente persona de la lista y usted saldrá de la lista de espera.',
        confirm: 'Renunciar al lugar',
        cancel: 'Conservarlo',
      },
      bought: 'Compró su pase con esta oferta. ¡Bienvenido! Ya no está en la lista de espera.',
      expired:
        'El lugar reservado para usted no se compró a tiempo y pasó a la siguiente persona de la lista. Puede volver a unirse a la lista desde la página de inicio.',
      left: 'Salió de la lista de espera. Puede volver a unirse desde la página de inicio.',
      removed:
        'El estacionamiento quitó este registro de la lista de espera. Comuníquese con la oficina si cree que es un error.',
      notFound:
        'Este enlace de la lista de espera no es válido (puede estar incompleto o el registro ya no existe). Abra el enlace de su último correo de la lista de espera, o vuelva a unirse desde la página de inicio.',
      missingToken:
        'Esta página necesita el enlace de su correo de la lista de espera. Abra ese correo y toque su enlace, o únase a la lista desde la página de inicio.',
      offerNotOpen: 'Esta oferta ya no está abierta. La página muestra ahora su situación.',
      actionFailed: 'No funcionó. Intente de nuevo.',
      loadFailed: 'No se pudo cargar su lugar. Intente de nuevo.',
      retry: 'Intentar de nuevo',
      home: 'Ir a la página de inicio',
    },
    offer: {
      held: 'Este lugar está reservado para usted hasta el {time}.',
      heldHint: 'Complete el formulario y pague con {email} para tomarlo.',
      checking: 'Verificando su oferta…',
      closed: 'Este enlace de oferta ya no reserva un lugar.',
      expired:
        'Esta oferta venció: el lugar reservado para usted no se compró a tiempo y pasó a la siguiente persona de la lista.',
      bought: 'Esta oferta ya se usó: con ella se compró un pase.',
      notFound:
        'Este enlace de oferta no es válido: puede estar incompleto. Abra el enlace de su correo de oferta más reciente.',
      unchecked:
        'No pudimos verificar este enlace de oferta en este momento. Recargue la página para intentarlo de nuevo.',
      insteadWizard: 'Hay lugares disponibles: todavía puede comprar un pase abajo.',
      insteadWaitlist: 'No hay lugares libres en este momento: puede unirse a la lista de espera abajo.',
    },
  },
};
