import type { Catalog } from 'design-system/i18n/catalog';
import type { pauseRulesMessagesEn } from './messages.en';

export const pauseRulesMessagesEs: Catalog<typeof pauseRulesMessagesEn> = {
  admin: {
    pauseRules: {
      title: 'Regla de pausa',
      description:
        'Cómo pueden pausar su pase en el portal los clientes con pago automático. Los cambios aplican a las pausas pedidas desde ahora.',
      maxMonths: 'Pausa más larga',
      oneMonth: '1 mes',
      twoMonths: '2 meses',
      everyMonths: 'Meses entre pausas',
      everyMonthsHint:
        'Un pase puede pausarse de nuevo esta cantidad de meses después de que se pidió su última pausa (de 1 a 24).',
      keepsSpace: 'Un pase en pausa conserva su lugar',
      keepsSpaceHint:
        'Si se desactiva, el lugar pasa a la lista de espera durante la pausa y el pase se reanuda solo si hay un lugar libre.',
      save: 'Guardar regla',
      saved: 'Regla de pausa guardada.',
      loadError: 'No se pudo cargar la regla de pausa. Intente de nuevo.',
      saveError: 'No se guardó la regla de pausa. Revise los valores e intente de nuevo.',
    },
  },
};
