/** The garage's details page (/admin/garage-details). Spanish: ./messages.es.ts. */
export const garageDetailsMessagesEn = {
  admin: {
    garageDetails: {
      title: 'Garage details',
      description:
        'Typed once, shown everywhere: the landing page, the customer portal, every e-mail and every receipt.',
      loadError: 'The garage details could not be loaded.',
      contactHeading: 'Office contact',
      receiptHeading: 'On receipts',
      legalName: 'Legal name',
      legalNameHint: 'The name receipts are issued under.',
      address: 'Address',
      addressHint: 'One line: street, city, state and ZIP.',
      taxId: 'Tax id (EIN or RFC)',
      taxIdHint: 'Printed on receipts; leave empty if the garage prints none.',
      phone: 'Office phone',
      email: 'Office e-mail',
      hoursEn: 'Office hours in English',
      hoursEs: 'Office hours in Spanish',
      save: 'Save details',
      saved: 'Garage details saved. Customers see them now.',
      rules: {
        legalName: 'Type the legal name, at most 120 characters.',
        address: 'Type the address, at most 200 characters.',
        taxId: 'The tax id can have at most 40 characters.',
        phone: 'Type the office phone, at most 40 characters.',
        email: 'Type a valid e-mail address, like office@example.com.',
        hours: 'Type the office hours, at most 200 characters.',
      },
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'admin/garage-details': typeof garageDetailsMessagesEn;
  }
}
