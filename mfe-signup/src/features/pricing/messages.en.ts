/** Monthly prices on the landing page. Spanish: ./messages.es.ts, typed from this file. */
export const pricingMessagesEn = {
  landing: {
    pricing: {
      title: 'Monthly pass',
      autopayTitle: 'Autopay',
      perMonthFirst3: '/month for the first 3 months',
      thenFullPrice: 'then {price}/month',
      fullPrice: 'Full price',
      oneTimeTitle: 'Pay once',
      perMonth: '/month',
      discountBadge: '{percent}% off',
      savings: 'Save {amount} a month for 3 months',
      validity: 'Valid from 00:00 today through 23:45 on {date}.',
      oneTimeNote: 'One payment, no renewal charges. Renew online when you need another month.',
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'signup/pricing': typeof pricingMessagesEn;
  }
}
