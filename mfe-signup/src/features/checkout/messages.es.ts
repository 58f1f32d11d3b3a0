import type { Catalog } from 'design-system/i18n/catalog';
import type { checkoutMessagesEn } from './messages.en';

export const checkoutMessagesEs: Catalog<typeof checkoutMessagesEn> = {
  checkout: {
    title: 'Pago',
    summary: {
      label: 'Su pase',
      validity: 'Válido desde las 00:00 de hoy hasta las 23:45 del {date}.',
    },
    email: 'Correo electrónico',
    paymentLabel: 'Pago',
    honeypot: 'Deje este campo vacío',
    plans: {
      legend: 'Elija su plan',
      autopay: 'Pago automático',
      discountBadge: '{percent}% de descuento',
      autopayPrice: '{price}/mes los primeros {months} meses, después {fullPrice}/mes',
      perMonth: '{price}/mes',
      autopayNote: 'Se renueva cada mes con la tarjeta que ingrese ahora. Puede desactivarlo cuando quiera.',
      oneTime: 'Pago único',
      oneTimePrice: '{price} por un mes',
      oneTimeNote: 'Un solo pago, sin cargos de renovación.',
    },
    terms: {
      label: 'Acepto las condiciones del pase.',
      link: 'Leer las condiciones (se abre en otra pestaña)',
    },
    consent: {
      label:
        'Acepto que se me cobren {price} al mes los primeros {months} meses y {fullPrice} al mes después, de forma automática, hasta que desactive el pago automático.',
    },
    gates: {
      emailFirst: 'Por favor escriba primero su correo electrónico',
      cardIncomplete: 'Por favor complete los datos de su tarjeta.',
      terms: 'Por favor acepte las condiciones del pase.',
      consent: 'Por favor acepte los cargos automáticos para obtener el descuento.',
    },
    server: {
      spacesTaken:
        'Lo sentimos, ya no hay lugares disponibles en línea. Únase a la lista de espera y le escribiremos.',
      honeypot: 'No pudimos procesar su solicitud. Recargue la página e intente de nuevo.',
      emailMismatch: 'El correo debe ser el mismo que escribió en el formulario de registro',
      planNotFound: 'Ese plan no está disponible. Elija el pago único o el pago automático.',
      autopayOnly: 'Solo el plan de pago automático se cobra por suscripción.',
      checkoutNotFound: 'No encontramos su pago o ya terminó. Por favor empiece el pago de nuevo.',
      vehicleChanged: 'El vehículo no coincide con el de su pago. Por favor empiece el pago de nuevo.',
      noPaymentInformation: 'No se recibió información de pago',
      providerUnavailable: 'El servicio de pagos no responde en este momento. Intente de nuevo en un minuto.',
      checkoutInProgress:
        'Ya hay un pago en curso para esta placa o este correo. Si lo inició en otra ventana, termínelo ahí; si no, intente de nuevo en unos minutos o comuníquese con el estacionamiento.',
      tooManyHolds: 'Usted ya tiene un pago en curso. Termínelo o espere unos minutos antes de empezar otro.',
      waitlistOfferExpired:
        'El plazo para comprar el lugar reservado para usted terminó y pasó a la siguiente persona de la lista. Puede volver a unirse a la lista de espera en la página de inicio.',
      waitlistOfferEmailMismatch:
        'El lugar reservado es para el correo electrónico al que se envió la oferta. Use ese correo para comprarlo.',
    },
    captchaExpired: 'Su verificación de seguridad venció. Marque de nuevo la casilla de abajo y luego pague.',
    captchaUsed:
      'Esta verificación de seguridad ya se usó para iniciar un pago. Marque de nuevo la casilla de abajo y luego pague.',
    checkoutReplaced:
      'Este pago se volvió a iniciar para la misma placa o el mismo correo, en otra ventana o por otra persona, y ya no puede completarse. No se hizo ningún cargo a su tarjeta. Presione Pagar para empezar de nuevo.',
    spacesTakenTitle: 'Ya no hay lugares',
    joinWaitlist: 'Unirme a la lista de espera',
    soldOut: {
      title: 'Ya no hay lugares',
      message:
        'En este momento todos los lugares que se venden en línea están ocupados, así que no hay nada que pagar y no se le ha cobrado nada. Únase a la lista de espera y le escribiremos cuando se libere uno. Si se libera un lugar mientras esta página está abierta, el formulario de pago volverá a aparecer aquí.',
    },
    holdLost: {
      title: 'El lugar apartado para usted ya no está disponible',
      message:
        'Apartamos un lugar mientras usted pagaba, pero el apartado terminó (se acabó el tiempo o se salió de la página) y otra persona compró el último lugar. No se le ha cobrado nada. Únase a la lista de espera y le escribiremos cuando se libere uno. Si se libera un lugar mientras esta página está abierta, el formulario de pago volverá a aparecer aquí.',
    },
    noWizard: {
      title: 'Primero necesitamos sus datos',
      message: 'Llene el formulario de registro en la página de inicio y vuelva aquí para pagar.',
      start: 'Ir al formulario de registro',
    },
    pricesUnavailable: 'No se pudieron cargar los precios. Intente de nuevo.',
    paying: 'Procesando el pago…',
    payOnce: 'Pagar {amount}',
    payAutopay: 'Activar pago automático y pagar {amount} hoy',
    secureNote:
      'Los datos de su tarjeta van directo al procesador de pagos; el estacionamiento nunca los ve.',
  },
};
