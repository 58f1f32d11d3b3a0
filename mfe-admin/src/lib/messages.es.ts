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
    },
  },
};
