import { CUSTOMER_DECLINE_TEXT } from 'api/contract/decline-reasons';
/** /payments: the dashboard. Spanish: ./messages.es.ts, typed from this file. */
export const paymentsMessagesEn = {
  payments: {
    title: 'Payments',
    intro: 'See your pass, renew it, turn autopay on or off, or change its card.',
    lookUp: 'Find my pass',
    linkSent: 'We sent a link to {email}.',
    sendAutopayLink: 'E-mail me a link to turn on autopay',
    dashboard: {
      choosePass: 'Pass',
      signedInAs: 'Signed in as {email}.',
      vehicle: 'Vehicle',
      holder: 'Pass holder: {name}',
      manage: 'Manage your pass',
      cancel: 'Cancel my pass: it keeps working to the end of the period',
      plates: 'Plates: add a second car or a rental',
      plateState: 'Plate issued in {state}.',
      pass: 'Pass',
      active: { one: 'Active · {days} day left', other: 'Active · {days} days left' },
      expired: { one: 'Expired · {days} day ago', other: 'Expired · {days} days ago' },
      expiredToday: 'Expired today',
      validThrough: 'Valid through {time} on {date}.',
      endedAt: 'Ended at {time} on {date}.',
      card: 'Access card',
      cardAssigned: 'Card ending {last4} is assigned to this pass.',
      cardNone: 'No access card is assigned yet.',
      cardLost: 'The access card was reported lost; a new one will be issued.',
      invoices: 'Last invoices',
      noInvoices: 'No invoices yet.',
    },
    status: {
      active: 'Active',
      expired: 'Expired',
      canceled: 'Canceled',
      refunded: 'Refunded',
      banned: 'Banned',
      inactive: 'Inactive',
      none: 'Not started',
    },
    explain: {
      canceled: 'This pass was canceled and no longer opens the gate.',
      refunded: 'This pass was refunded and has ended. It no longer opens the gate.',
      banned: 'The garage has blocked this pass and its vehicle. It no longer opens the gate.',
      inactive:
        'This pass is on hold: it does not open the gate until it is renewed or the office reactivates it.',
    },
    gate: {
      title: 'At the gate',
      active: 'Your card and plate open the gate until {date} at {time}.',
      grace:
        'Your autopay payment is being retried: your card and plate still open the gate until {date} at {time}. Change your card to keep access.',
      suspended:
        'Gate access is suspended: your autopay payment failed. Pay for your pass and the gate opens for you again at once.',
      closed: 'Your card and plate do not open the gate.',
      lastSeenIn: 'Last seen at the gate: entering, {date} at {time}.',
      lastSeenOut: 'Last seen at the gate: leaving, {date} at {time}.',
    },
    failure: {
      title: 'Your last autopay charge failed',
      charge: 'We could not charge {amount} on {date}.',
      reason: 'Reason: {reason}',
      /** The bank's reason, by the code the API sends (api/contract/decline-reasons.ts). */
      declines: CUSTOMER_DECLINE_TEXT.en,
      changeNow:
        'Change your card now: we charge the new card at once and, if the charge goes through, your pass continues with no gap.',
      retryBeforeEnd:
        'If you do not, we will try this card again on {date}, before your pass ends: if that charge goes through, your pass also continues with no gap.',
      graceKept:
        'Meanwhile your card and plate still open the gate and your space is kept for you, through 11:45 p.m. on {until}. If no charge goes through by then, gate access is suspended until you pay.',
      changeNowLapsed: 'Change your card now: we charge the new card at once.',
      retryLapsed: 'If you do not, we will try this card again on {date}.',
      renewedFrom: 'When a charge goes through, your pass is renewed; its new month counts from {from}.',
      ended:
        'That was the last attempt: autopay is off. Gate access is suspended: the gate will not open for your card or plate until you renew by hand; access returns as soon as the payment goes through.',
    },
    next: {
      renewLater: {
        one: 'You can renew online in {days} day.',
        other: 'You can renew online in {days} days.',
      },
      autopayCharge: 'Autopay renews this pass: your saved card is charged on {date}.',
    },
    reasons: {
      renew_too_early: 'Renewing opens 15 days before the renewal date.',
      autopay_blocks_renewal: 'Autopay renews this pass, so there is nothing to renew by hand.',
      pass_not_renewable: 'This pass cannot be renewed online.',
      pass_expired: 'Autopay can be turned on once the pass is renewed.',
      pass_ended: 'This pass has ended.',
      autopay_already_on: 'Autopay is already on.',
      autopay_already_off: 'Autopay is already off.',
      no_saved_card: 'No card is saved: one is saved when you turn autopay on.',
      no_card_assigned: 'No access card is assigned to this pass.',
    },
    office: {
      title: 'Contact the garage office',
      intro: 'This pass cannot be renewed online. The office can tell you what happened and what you can do.',
      phone: 'Phone',
      email: 'E-mail',
      hours: 'Hours',
      address: 'Address',
    },
    noSurprises: {
      cardExpiring: 'Your card expires soon',
      cardExpired: 'Your card has expired',
      cardWorksThrough:
        'Autopay charges your {brand} card ending in {last4}, which works through {date}. Save a new card so your pass keeps renewing.',
      cardStopped:
        'Autopay charges your {brand} card ending in {last4}, which stopped working after {date}. Save a new card so your pass keeps renewing.',
      changeCard: 'Change card',
      nextCharge: 'Next charge: {amount} on {date}.',
      chargesTitle: 'Nothing is charged now. Your next charges:',
      chargeLine: '{amount} on {date}',
      noAutomaticCharge: 'No automatic charge: pay by {date} to keep your pass.',
    },
    autopay: {
      title: 'Autopay',
      on: 'Autopay is on: your card is charged on the renewal date.',
      off: 'Autopay is off.',
      cyclesLeft: { one: '{count} discounted month left.', other: '{count} discounted months left.' },
      turnOn: 'Turn autopay on',
      turnOff: 'Turn autopay off',
      offTitle: 'Turn autopay off?',
      offWarning: {
        one: 'If you turn autopay off you lose the {count} discounted month you have left, even if you turn it on again later.',
        other:
          'If you turn autopay off you lose the {count} discounted months you have left, even if you turn it on again later.',
      },
      onTitle: 'Turn autopay on?',
      consentSaved:
        'I agree that my saved card {card} is charged {amount} automatically on each renewal date, starting {date}, until I turn autopay off.',
      consentNew:
        'I agree that the card I save next, on a secure page, is charged {amount} automatically on each renewal date, starting {date}, until I turn autopay off.',
      agree: 'I agree, turn it on',
      turnedOn: 'Autopay is on.',
      turnedOff: 'Autopay is off.',
    },
    actions: {
      renew: 'Renew my pass',
      manageCard: 'Manage my card',
      changeCard: 'Change my card',
      lostCard: 'I lost my access card',
      signOut: 'Sign out',
      signOutEverywhere: 'Sign out everywhere',
    },
    signOutEverywhere: {
      title: 'Sign out on every device?',
      message:
        'This ends the session of every phone and computer signed in with {email}, this one included. Use it if you signed in on a device you no longer have, or someone else may be using your session.',
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'portal/payments': typeof paymentsMessagesEn;
  }
}
