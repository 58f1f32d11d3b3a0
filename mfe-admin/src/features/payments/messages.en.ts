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
      failed: {
        note: 'Charges that failed and have not been paid since: who is behind. Auto-Pay tries again on the date shown; after its last attempt Auto-Pay turns off and the customer renews by hand.',
        caption: 'Failed charges',
        empty: 'No failed charges: nobody is behind.',
        columns: {
          customer: 'Customer',
          plate: 'Plate',
          charge: 'Charge',
          amount: 'Amount',
          reason: 'Reason',
          failedAt: 'Failed on',
          nextRetry: 'Next attempt',
        },
        kinds: { autopay_renewal: 'Auto-Pay renewal', loss_fee: 'Lost-card fee', renewal: 'Renewal' },
        noRetryAutopay: 'None: Auto-Pay is off',
        noRetry: 'None: the customer pays again by hand',
        view: 'View',
        viewCustomer: 'View {name}',
        declines: {
          insufficient_funds: 'Insufficient funds',
          expired_card: 'Card expired',
          incorrect_cvc: 'Security code (CVC) refused',
          incorrect_number: 'Card number not recognized',
          processing_error: 'Processing error at the bank (temporary)',
          authentication_required: 'The bank asks for 3-D Secure, which an automatic charge cannot give',
          card_velocity_exceeded: 'Card spending or usage limit reached',
          lost_card: 'Card reported lost',
          stolen_card: 'Card reported stolen',
          declined: 'The bank declined the charge',
        },
      },
      tableCaption: 'Payments',
      empty: 'No payments found',
      loadError: 'Error loading payments',
      retry: 'Try again',
      pager: 'Payments pages',
      email: 'Email',
      receiptPdf: 'Receipt PDF',
      receiptPdfOf: 'Receipt PDF {number}',
      receiptFailed: 'The receipt could not be downloaded. Try again.',
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
