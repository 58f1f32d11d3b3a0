import type { Catalog } from 'design-system/i18n/catalog';
import type { garageDetailsMessagesEn } from './messages.en';

export const garageDetailsMessagesEs: Catalog<typeof garageDetailsMessagesEn> = {
  admin: {
    garageDetails: {
      title: 'Datos del estacionamiento',
      description:
        'Se escriben una vez y se muestran en todas partes: la página de inicio, el portal de clientes, cada correo y cada recibo.',
      loadError: 'No se pudieron cargar los datos del estacionamiento.',
      contactHeading: 'Contacto de la oficina',
      receiptHeading: 'En los recibos',
      legalName: 'Razón social',
      legalNameHint: 'El nombre con el que se emiten los recibos.',
      address: 'Dirección',
      addressHint: 'En una línea: calle, ciudad, estado y código postal.',
      taxId: 'Identificación fiscal (EIN o RFC)',
      taxIdHint: 'Se imprime en los recibos; déjelo vacío si el estacionamiento no imprime ninguna.',
      phone: 'Teléfono de la oficina',
      email: 'Correo de la oficina',
      hoursEn: 'Horario de oficina en inglés',
      hoursEs: 'Horario de oficina en español',
      save: 'Guardar datos',
      saved: 'Datos del estacionamiento guardados. Los clientes ya los ven.',
      rules: {
        legalName: 'Escriba la razón social, de 120 caracteres como máximo.',
        address: 'Escriba la dirección, de 200 caracteres como máximo.',
        taxId: 'La identificación fiscal puede tener 40 caracteres como máximo.',
        phone: 'Escriba el teléfono de la oficina, de 40 caracteres como máximo.',
        email: 'Escriba un correo válido, como oficina@ejemplo.com.',
        hours: 'Escriba el horario de oficina, de 200 caracteres como máximo.',
      },
    },
  },
};
