import type { Catalog } from 'design-system/i18n/catalog';
import type { paymentsMessagesEn } from './messages.en';

export const paymentsMessagesEs: Catalog<typeof paymentsMessagesEn> = {
  admin: {
    payments: {
      title: 'Pagos',
      filters: {
        label: 'Filtros',
        status: 'Estado',
        from: 'Desde',
        to: 'Hasta',
        search: 'Buscar',
        searchPlaceholder: 'N.º de factura, cliente, placa',
        rangeError: 'Desde debe ser igual o anterior a Hasta.',
      },
      statuses: { all: 'Todos', paid: 'Pagado', refunded: 'Reembolsado', failed: 'Fallido', void: 'Anulado' },
      columns: {
        number: 'N.º de factura',
        date: 'Fecha',
        customer: 'Cliente',
        concept: 'Concepto',
        amount: 'Importe',
        status: 'Estado',
        action: 'Acción',
      },
      tableCaption: 'Pagos',
      empty: 'No se encontraron pagos',
      loadError: 'Error al cargar los pagos',
      retry: 'Intentar de nuevo',
      pager: 'Páginas de pagos',
      email: 'Enviar',
      emailInvoice: 'Enviar por correo la factura {number}',
      dialog: {
        title: 'Enviar factura por correo',
        description: 'Factura {number} de {customer}.',
        recipients: 'Destinatario(s)',
        recipientsHint: 'Separe varias direcciones con comas (máximo 5).',
        recipientsInvalid: 'Escriba de 1 a 5 correos electrónicos válidos, separados por comas.',
        subject: 'Asunto',
        subjectRequired: 'Escriba un asunto (máximo 200 caracteres).',
        body: 'Mensaje',
        send: 'Enviar',
        sent: 'Correo enviado',
        error: 'Error al enviar el correo',
      },
    },
  },
};
