import type { Catalog } from 'design-system/i18n/catalog';
import type { rateCalculatorMessagesEn } from './messages.en';

export const rateCalculatorMessagesEs: Catalog<typeof rateCalculatorMessagesEn> = {
  landing: {
    driveUp: {
      title: 'Tarifas sin pase',
      weekdays: 'Lunes a jueves',
      weekend: 'Viernes a domingo',
      rate: '{price} por 12 horas',
      blockNote:
        'Se cobra cada bloque de 12 horas iniciado. El viernes cuenta con la tarifa de viernes a domingo.',
      holidayNote: 'No incluye recargos por días festivos.',
      rule: 'Un bloque de 12 horas se cobra con la tarifa de viernes a domingo si alguna parte cae en viernes, sábado o domingo.',
    },
    calculator: {
      title: 'Calculadora de tarifas sin pase',
      intro: 'Calcule cuánto cuesta una estancia sin pase.',
      entryDate: 'Fecha de entrada',
      entryTime: 'Hora de entrada',
      exitDate: 'Fecha de salida',
      exitTime: 'Hora de salida',
      calculate: 'Calcular',
      total: 'Total',
      blocks: 'Bloques de 12 horas',
      weekdayBlocks: 'Bloques de lunes a jueves',
      weekendBlocks: 'Bloques de viernes a domingo',
      exitBeforeEntry: 'La salida debe ser posterior a la entrada.',
      timeStep: 'Las horas van en intervalos de 15 minutos.',
      holidayNote: 'No incluye recargos por días festivos.',
      garageTime: 'Escriba las horas según el reloj del estacionamiento (hora del Pacífico).',
      resultTitle: 'Costo estimado',
      blocksAt: '{count} × {price}',
      sameTime: 'La salida debe ser posterior a la entrada.',
      tooLong: 'No se pueden calcular estancias de más de {days} días. Un pase mensual cuesta mucho menos.',
      invalid: 'Escriba una fecha y hora válidas de entrada y de salida.',
    },
  },
};
