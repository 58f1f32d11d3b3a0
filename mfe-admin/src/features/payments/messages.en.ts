/** Payments and the invoice e-mail dialog (SPEC sections 2 'Payments', 3, 7 and 8). Spanish: ./messages.es.ts. */
export const paymentsMessagesEn = {
  admin: {
    payments: {
      title: 'Payments',
      filters: {
        label: 'Filters',
        status: 'Status',
        from: 'From',
        to: 'To',
        search: 'Search',
        searchPlaceholder: 'Invoice #, customer, plate',
        rangeError: 'From must be on or before To.',
      },
      statuses: { all: 'All', paid: 'Paid', refunded: 'Refunded', failed: 'Failed', void: 'Void' },
      columns: {
        number: 'Invoice #',
        date: 'Date',
        customer: 'Customer',
        concept: 'Concept',
        amount: 'Amount',
        status: 'Status',
        action: 'Action',
      },
      tableCaption: 'Payments',
      empty: 'No payments found',
      loadError: 'Error loading payments',
      retry: 'Try again',
      pager: 'Payments pages',
      email: 'Email',
      emailInvoice: 'Email invoice {number}',
      dialog: {
        title: 'Send invoice email',
        description: 'Invoice {number} for {customer}.',
        recipients: 'Recipient(s)',
        recipientsHint: 'Separate several addresses with commas (at most 5).',
        recipientsInvalid: 'Enter 1 to 5 valid e-mail addresses, separated by commas.',
        subject: 'Subject',
        subjectRequired: 'Enter a subject (at most 200 characters).',
        body: 'Message',
        send: 'Send',
        sent: 'Email sent',
        error: 'Error sending email',
      },
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'admin/payments': typeof paymentsMessagesEn;
  }
}
