import type { Catalog } from 'design-system/i18n/catalog';
import type { cardsBatchMessagesEn } from './messages.en';

export const cardsBatchMessagesEs: Catalog<typeof cardsBatchMessagesEn> = {
  admin: {
    cardsBatch: {
      title: 'Agregar lote',
      location: 'Ubicación',
      locationOption: 'Estacionamiento #{id}',
      addHeading: 'Agregar tarjetas',
      from: 'Desde',
      to: 'Hasta',
      fromHint: 'Un primer número, o una lista: 5, 12, 0042',
      toHint: 'Déjelo vacío para agregar la lista de Desde.',
      add: 'Agregar a la lista',
      invalidRange: 'Escriba un rango o una lista de números válidos.',
      duplicatesSkipped: '{count} número(s) ya estaban en la lista y no se agregaron de nuevo.',
      overLimit:
        'Un lote admite como máximo {max} tarjetas; los números siguientes no se agregaron. Guarde primero este lote.',
      instructionsHeading: 'Cómo agregar tarjetas',
      instructions1:
        'Rango: escriba el primer número de tarjeta en Desde y el último en Hasta (ambos incluidos).',
      instructions2: 'Lista: escriba números separados por comas en Desde y deje Hasta vacío.',
      instructions3:
        'Los números tienen de 1 a 12 dígitos; se conservan los ceros iniciales (0042 y 42 son dos tarjetas).',
      instructions4: 'Revise la lista y pulse Guardar todo. Los números ya guardados se omiten.',
      stagedHeading: 'Tarjetas por guardar',
      stagedCount: '{count} de {max} tarjeta(s) en este lote',
      cardNumber: 'Tarjeta #',
      actions: 'Acciones',
      delete: 'Eliminar',
      deleteCard: 'Eliminar la tarjeta {code}',
      empty: 'Agregue tarjetas arriba para verlas aquí.',
      saveAll: 'Guardar todo',
      noCards: 'No hay tarjetas por guardar',
      saved: 'Tarjetas guardadas: {added} agregadas, {skipped} ya existían y se omitieron.',
      saveError: 'Error al guardar las tarjetas',
      limitHeading: 'Ventas en línea',
      maxOnline: 'Máximo de espacios en venta en línea',
      maxOnlineHint: 'Cuántos pases se pueden vender en línea. Bajarlo nunca cancela un pase vendido.',
      available: 'Disponibles en línea ahora: {count}',
      applyLimit: 'Aplicar límite',
      limitUpdated: 'Límite actualizado',
      limitError: 'Error al guardar el límite',
      limitInvalid: 'Escriba un número entero, 0 o más.',
      refundHeading: 'Aprobación de reembolsos',
      refundThreshold: 'Reembolsos mayores a esto requieren una segunda persona ($)',
      refundThresholdHint:
        'Un reembolso mayor a este monto espera en la lista de tareas hasta que otra persona lo apruebe. 0: todos los reembolsos esperan.',
      applyRefundThreshold: 'Guardar monto',
      refundThresholdUpdated: 'Monto de aprobación de reembolsos guardado',
      refundThresholdError: 'Error al guardar el monto de aprobación de reembolsos',
      refundThresholdInvalid: 'Escriba un monto de 0 o más, en dólares y centavos (por ejemplo 300.00).',
      inventoryError: 'No se pudo cargar el inventario',
    },
  },
};
