import type { Catalog } from 'design-system/i18n/catalog';
import type { adminErrorMessagesEn } from './messages.en';

export const adminErrorMessagesEs: Catalog<typeof adminErrorMessagesEn> = {
  admin: {
    errors: {
      server: 'Error del servidor',
      network: 'No se pudo conectar con el servidor. Revise la conexión e intente de nuevo.',
      forbidden: 'Su rol no permite esta acción.',
      sessionExpired: 'Su sesión expiró. Inicie sesión de nuevo.',
      notFound: 'No encontrado',
      customerNotFound: 'Cliente no encontrado.',
      vehicleNotFound: 'Vehículo no encontrado.',
      subscriptionNotFound: 'Suscripción no encontrada.',
      cardNotFound: 'Tarjeta no encontrada.',
      cardNotAvailable: 'Esa tarjeta ya no está disponible. Elija otra.',
      cardCodesInvalid: 'Ingrese un rango o una lista de números válida.',
      cardNotLost: 'Solo una tarjeta perdida puede marcarse como encontrada.',
      subscriptionNotActive: 'Solo a un pase activo se le puede dar una tarjeta.',
      subscriptionNotCancelable: 'Este pase ya está cancelado o reembolsado.',
      subscriptionNotRefundable: 'Este pase no tiene pagos por reembolsar.',
      subscriptionNotCanceled: 'Solo a un pase cancelado se le puede enviar un nuevo enlace de pago.',
      noSpaceToReactivate: 'No hay espacios libres: este pase no se puede reactivar hasta que se libere uno.',
      refundFailed: 'El servicio de pagos no aceptó el reembolso. No se cambió nada; intente de nuevo.',
      sameCardUnavailable: 'La tarjeta anterior ya no está disponible. Elija otra.',
      cardAssignmentConflict:
        'Este pase recibió otra tarjeta hace un momento, así que no se cambió nada. Recargue la página para verla.',
      plateReadOnly: 'La placa no se puede cambiar aquí.',
      emailTaken: 'Otro cliente ya usa ese correo.',
      locationNotFound: 'Ubicación no encontrada.',
      invoiceNotFound: 'Factura no encontrada.',
      invoiceVoid: 'Una factura anulada no se puede enviar por correo.',
      eventNotFound: 'Evento no encontrado.',
      mailSendFailed: 'No se pudo enviar el correo. Intente de nuevo.',
      providerUnavailable: 'El servicio de pagos no responde ahora. Intente en un minuto.',
      tooManyRequests: 'Demasiadas solicitudes. Espere un momento e intente de nuevo.',
      serviceUnavailable: 'El servicio está ocupado. Intente de nuevo en un momento.',
      invalidInput: 'Algunos campos no son válidos. Revíselos e intente de nuevo.',
      consentRequired:
        'El cliente no ha aceptado el pago automático y el personal no puede aceptarlo en su nombre: el cliente lo activa en el portal de pagos o con el enlace de pago automático que usted puede enviarle por correo.',
      needSetup:
        'El cliente no tiene una tarjeta guardada. Envíele por correo el enlace de pago automático para que guarde una.',
      passExpired: 'Este pase venció: debe renovarse antes de activar el pago automático.',
      autopayAlreadyOn: 'El pago automático ya está activado para este pase.',
      mailCooldown: 'Se acaba de enviar un correo a este cliente. Espere un minuto e intente de nuevo.',
      plateNotAllowed: 'Esa placa ya tiene un pase vigente o está bloqueada.',
      plateOnFile:
        'Otro vehículo registrado (de un pase terminado) tiene esa placa, así que este no puede tomarla. Revise la placa o busque ese vehículo.',
      vehicleBanned: 'Este vehículo está bloqueado: su placa no se puede cambiar.',
      plateLimitReached: 'Este pase ya tiene 4 placas. Quite una antes de agregar otra.',
      plateOnOtherPass: 'Esa placa está en otro pase vigente o bloqueada, así que no se puede agregar.',
      plateAlreadyOnPass: 'Esa placa ya está en este pase.',
      plateNotOnPass: 'Esa placa ya no está en este pase. Vuelva a cargar para ver sus placas.',
      plateEndOutOfRange:
        'El último día de una placa temporal debe ser hoy o dentro de los próximos 30 días.',
      passNotLive: 'Este pase terminó: ya no se pueden cambiar sus placas.',
      deviceKeyInvalid: 'Esta clave de dispositivo no es válida: está mal escrita, se cambió o se revocó.',
      gateDeviceNotFound:
        'Este dispositivo de acceso ya no existe. Recargue la página para ver la lista actual.',
      refundRequestPending:
        'Ya hay un reembolso de este pase en espera de aprobación. Está en la lista de tareas para otra persona.',
      refundRequestNotFound: 'Esta solicitud de reembolso ya no existe. Recargue la página.',
      refundRequestDecided:
        'Este reembolso ya fue aprobado o rechazado. Recargue la página para ver qué pasó.',
      refundOwnRequest: 'Usted solicitó este reembolso, así que otra persona debe aprobarlo o rechazarlo.',
      refundAmountChanged:
        'El pase se pagó de nuevo desde que se solicitó este reembolso. Rechace esta solicitud y solicite el reembolso otra vez.',
      eraseConfirmationMismatch:
        'Ese no es el correo del cliente registrado. No se borró nada; escríbalo de nuevo.',
      customerErased: 'Los datos personales de este cliente ya fueron borrados.',
      refundApprovalInvalid: 'Escriba un monto de 0 o más, en dólares y centavos (por ejemplo 300.00).',
      gateDeviceRevoked:
        'Este dispositivo de acceso está revocado: no se puede modificar ni recibir una clave nueva. Regístrelo de nuevo como un dispositivo nuevo.',
      rules: {
        credential_type: 'La credencial debe ser una tarjeta (rfid) o una placa (licensePlate).',
        credential_value: 'El número de tarjeta o la placa debe tener de 1 a 20 caracteres.',
        plate_region: 'Elija dónde se emitió la placa: un estado de EE. UU. o un estado de México.',
        gate_direction: 'La dirección debe ser entrada o salida.',
        event_time: 'La hora debe ser una fecha y hora con su diferencia respecto a UTC.',
        cursor: 'La posición en el registro de cambios debe ser un número entero, 0 o mayor.',
        feed_limit: 'El límite debe ser un número entero de 1 a 1000.',
        decisions_limit: 'El límite debe ser un número entero de 1 a 200.',
        webhook_url:
          'La dirección del webhook debe empezar con http:// o https:// y tener como máximo 500 caracteres.',
        device_name: 'Dé al dispositivo un nombre de 60 caracteres como máximo.',
        device_kind: 'Elija entrada, salida o ambas.',
        anti_passback: 'Elija para el antipassback: desactivado, avisar o bloquear.',
        facility_code: 'El código de instalación es un número entero de 0 a 65535, o se deja vacío.',
        decision_filter: 'Elija todas, permitidas o denegadas.',
        plan_name_required: 'Dé un nombre al plan.',
        plan_name_too_long: 'El nombre de un plan puede tener como máximo 120 caracteres, en cada idioma.',
        plan_description_too_long:
          'La descripción de un plan puede tener como máximo 1,000 caracteres, en cada idioma.',
        price_cents: 'Escriba un precio de 0 o más, en dólares y centavos (por ejemplo 250.00).',
      },
    },
  },
};
