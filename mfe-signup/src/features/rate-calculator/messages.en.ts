/** Drive-up rates and the rate calculator. Spanish: ./messages.es.ts, typed from this file. */
export const rateCalculatorMessagesEn = {
  landing: {
    driveUp: {
      title: 'Drive-up rates',
      weekdays: 'Monday–Thursday',
      weekend: 'Friday–Sunday',
      rate: '{price} per 12 hours',
      blockNote: 'Each started 12-hour block is charged. Friday counts at the Friday–Sunday rate.',
      holidayNote: 'Holiday surcharges not included.',
      rule: 'A 12-hour block is charged at the Friday–Sunday rate if any part of it falls on a Friday, Saturday or Sunday.',
    },
    calculator: {
      title: 'Drive-up rate calculator',
      intro: 'Estimate the cost of a drive-up stay.',
      entryDate: 'Entry date',
      entryTime: 'Entry time',
      exitDate: 'Exit date',
      exitTime: 'Exit time',
      calculate: 'Calculate',
      total: 'Total',
      blocks: '12-hour blocks',
      weekdayBlocks: 'Monday–Thursday blocks',
      weekendBlocks: 'Friday–Sunday blocks',
      exitBeforeEntry: 'Exit must be after entry.',
      timeStep: 'Times go in 15-minute steps.',
      holidayNote: 'Holiday surcharges are not included.',
      garageTime: 'Enter times as shown on the garage clock (Pacific time).',
      resultTitle: 'Estimated fee',
      blocksAt: '{count} × {price}',
      sameTime: 'Exit must be later than entry.',
      tooLong: 'Stays longer than {days} days cannot be estimated here. A monthly pass costs much less.',
      invalid: 'Enter a valid date and time for entry and exit.',
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'signup/rate-calculator': typeof rateCalculatorMessagesEn;
  }
}
