/** Landing page sections of their own (SPEC sections 2 and 9): hero, features, terms, help, footer. Spanish: ./messages.es.ts, typed from this file. */
export const landingMessagesEn = {
  landing: {
    hero: {
      garageName: 'Border Garage',
      title: 'Monthly parking steps from the border',
      subtitle:
        'Covered, secure parking next to the border crossing. Buy your monthly pass online in minutes.',
      cta: 'Get a monthly pass',
      closeSignup: 'Close signup',
    },
    features: {
      title: 'What you get',
      covered: { title: 'Covered parking', body: 'Your vehicle stays out of the sun and the rain.' },
      access247: { title: '24/7 access', body: 'Come and go at any hour, every day of the year.' },
      cameras: { title: 'Security cameras', body: 'The garage is watched by cameras around the clock.' },
      walkToBorder: {
        title: 'Walk to the border crossing',
        body: 'The pedestrian crossing is a short walk from the garage.',
      },
      inAndOut: {
        title: 'In-and-out privileges',
        body: 'Leave and come back as often as you like while your pass is valid.',
      },
      accessCard: { title: 'Access card', body: 'Your own card opens the gate: no tickets, no lines.' },
    },
    terms: {
      title: 'Pass terms',
      oneVehicle: { title: 'One vehicle per pass', body: 'Each pass covers one registered vehicle.' },
      validity: {
        title: 'When your pass is valid',
        body: 'From 00:00 on the day you buy it through 23:45 on its renewal date, one month minus a day later.',
      },
      renewalWindow: {
        title: 'Renewal window',
        body: 'You can renew up to 15 days before your renewal date, or any time after your pass expires.',
      },
      autopay: {
        title: 'Autopay discount',
        body: 'With autopay you get {percent}% off your first 3 months; after that you pay the full price.',
      },
      lostCard: {
        title: 'Lost card',
        body: 'Replacing a lost access card has a fee, payable online from the Lost Card page.',
      },
      noRefunds: { title: 'No partial refunds', body: 'There are no refunds for partial months.' },
      plateMatch: {
        title: 'Plate must match',
        body: 'The vehicle parked with your card must match the license plate on your pass.',
      },
      contents: {
        title: 'Your belongings',
        body: 'The garage is not responsible for items left in vehicles.',
      },
      cancelAnytime: {
        title: 'Cancel anytime',
        body: 'You can turn off autopay at any time; your pass stays valid until its renewal date.',
      },
      violations: {
        title: 'Garage rules',
        body: 'Staff may ban vehicles that break the garage rules.',
      },
    },
    help: {
      title: 'Help and contact',
      intro: 'Questions about your pass? We are happy to help.',
      unavailable: 'The office details could not be loaded. Please reload the page to try again.',
      phoneLabel: 'Phone',
      emailLabel: 'E-mail',
      addressLabel: 'Address',
      hoursLabel: 'Office hours',
      garageHours: 'The garage is open 24 hours a day.',
      call: 'Call us',
      writeEmail: 'Send us an e-mail',
    },
    footer: {
      version: 'Version {version}',
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'signup/landing': typeof landingMessagesEn;
  }
}
