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
    },
  },
};
