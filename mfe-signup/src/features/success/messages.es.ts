import type { Catalog } from 'design-system/i18n/catalog';
import type { successMessagesEn } from './messages.en';

export const successMessagesEs: Catalog<typeof successMessagesEn> = {
  success: {
    title: 'Gracias por su compra',
    titleNoPayment: 'No encontramos ningún pago',
    leadCharged: 'Recibimos su pago.',
    leadAutopay: 'El pago automático está activo y su tarjeta quedó guardada.',
    leadReceived: 'Recibimos su pedido.',
    noPaymentInformation: 'No se recibió información de pago',
    waiting: 'Preparando su pase…',
    passTitle: 'Su pase mensual',
    plate: 'Placa',
    plan: 'Plan',
    planAutopay: 'Pase mensual con pago automático',
    planOneTime: 'Pase mensual de pago único',
    amount: 'Monto pagado',
    validity: 'Vigencia',
    validFromThrough: 'Desde el {from} a las {fromTime} hasta el {through} a las {throughTime}',
    autopayDiscountNoteOne:
      'El pago automático renueva su pase el {date}. Su descuento aplica en la próxima renovación.',
    autopayDiscountNoteOther:
      'El pago automático renueva su pase el {date}. Su descuento aplica en las próximas {cycles} renovaciones.',
    autopayNote: 'El pago automático renueva su pase el {date}.',
    emailNote: 'Enviamos el recibo a {email}.',
    cardNote: 'El personal preparará su tarjeta de acceso; traiga el vehículo con esta placa.',
    missingTitle: 'Pago recibido',
    refusedTitle: 'Pago reembolsado',
    missing: 'Recibimos su pago. Su pase todavía se está preparando y el recibo llegará pronto por correo.',
    home: 'Volver al inicio',
  },
};
