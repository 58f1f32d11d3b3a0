import type { Catalog } from 'design-system/i18n/catalog';
import type { paymentFormMessagesEn } from './messages.en';

export const paymentFormMessagesEs: Catalog<typeof paymentFormMessagesEn> = {
  paymentForm: {
    unavailable: 'No se pudo cargar el formulario de pago.',
    card: {
      legend: 'Tarjeta',
      sandboxNote:
        'Modo de prueba: no se cobra ninguna tarjeta real. Use una tarjeta de prueba como 4242 4242 4242 4242.',
      number: 'Número de tarjeta',
      expiry: 'Fecha de vencimiento',
      expiryPlaceholder: 'MM/AA',
      cvc: 'Código de seguridad (CVC)',
      zip: 'Código postal',
      amex: 'No aceptamos American Express. Por favor use Visa o Mastercard.',
      numberIncomplete: 'El número de su tarjeta está incompleto.',
      expiryIncomplete: 'La fecha de vencimiento de su tarjeta está incompleta.',
      expiryPast: 'La fecha de vencimiento de su tarjeta ya pasó.',
      cvcIncomplete: 'El código de seguridad de su tarjeta está incompleto.',
      zipIncomplete: 'Su código postal está incompleto.',
    },
    challenge: {
      title: 'Confirme este pago con su banco',
      description: 'Su banco pide una verificación adicional (3-D Secure).',
      amount: 'Monto: {amount}',
      saveCard: 'Su banco pide que confirme que esta tarjeta se puede guardar para el pago automático.',
      sandboxNote: 'Página de prueba: elija si la verificación del banco pasa o falla.',
      complete: 'Completar autenticación',
      fail: 'Fallar autenticación',
    },
    errors: {
      amex: 'No aceptamos American Express. Por favor use Visa o Mastercard.',
      authenticationFailed:
        'Su banco no pudo confirmar este pago (3-D Secure). Intente de nuevo o use otra tarjeta.',
      authenticationRequired:
        'Su banco necesita que confirme este pago. Intente de nuevo y complete la verificación.',
      insufficientFunds: 'Su tarjeta no tiene fondos suficientes. Por favor use otra tarjeta.',
      cardDeclined: 'Su tarjeta fue rechazada. Por favor use otra tarjeta.',
      expiredCard: 'Su tarjeta está vencida. Por favor use otra tarjeta.',
      incompleteCvc: 'El código de seguridad (CVV) de su tarjeta está incompleto o es incorrecto.',
      incompleteNumber: 'El número de su tarjeta está incompleto o es incorrecto.',
      incompleteExpiry: 'La fecha de vencimiento de su tarjeta está incompleta o no es válida.',
      incompleteZip: 'Su código postal está incompleto.',
      codeSuffix: '(código: {codes})',
      paymentFailed: 'El pago falló',
      paymentNotCompleted: 'El pago no se completó ({status})',
      setupNotCompleted: 'No se pudo guardar la tarjeta ({status})',
    },
  },
};
