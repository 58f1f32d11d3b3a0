/** /checkout: SPEC sections 2, 4, 5 and 8. Spanish: ./messages.es.ts, typed from this file. */
export const checkoutMessagesEn = {
  checkout: {
    title: 'Checkout',
    summary: {
      label: 'Your pass',
      validity: 'Valid from 00:00 today through 23:45 on {date}.',
    },
    email: 'E-mail',
    paymentLabel: 'Payment',
    honeypot: 'Leave this field empty',
    plans: {
      legend: 'Choose your plan',
      autopay: 'Autopay',
      discountBadge: '{percent}% off',
      autopayPrice: '{price}/month for the first {months} months, then {fullPrice}/month',
      perMonth: '{price}/month',
      autopayNote: 'Renews every month with the card you enter now. Turn it off any time.',
      oneTime: 'Pay once',
      oneTimePrice: '{price} for one month',
      oneTimeNote: 'One payment, no renewal charges.',
    },
    terms: {
      label: 'I accept the pass terms.',
      link: 'Read the terms (opens a new tab)',
    },
    consent: {
      label:
        'I agree to be charged {price} a month for the first {months} months and {fullPrice} a month after that, automatically, until I turn autopay off.',
    },
    gates: {
      emailFirst: 'Please enter your e-mail first',
      cardIncomplete: 'Please complete your card details.',
      terms: 'Please accept the pass terms.',
      consent: 'Please accept the autopay charges to get the discount.',
    },
    /** English texts equal the api contract's BILLING_MESSAGES (a test checks it). */
    server: {
      spacesTaken: 'Sorry, all online spaces are taken right now. Join the waitlist and we will e-mail you.',
      honeypot: 'Your request could not be processed. Please reload the page and try again.',
      emailMismatch: 'The e-mail must be the one you entered in the signup form',
      planNotFound: 'That plan is not available. Please choose the one-time or the autopay plan.',
      autopayOnly: 'Only the autopay plan is paid by subscription. Use create-intent for a one-time pass.',
      checkoutNotFound:
        'Your checkout was not found or has already finished. Please start the checkout again.',
      vehicleChanged: 'The vehicle does not match the one in your checkout. Please start the checkout again.',
      noPaymentInformation: 'No payment information received',
      providerUnavailable: 'The payment service is not reachable right now. Please try again in a minute.',
      checkoutInProgress:
        'A payment for this plate or e-mail is already in progress. If you started it in another window, finish it there; otherwise try again in a few minutes or contact the garage.',
      tooManyHolds:
        'You already have a checkout in progress. Finish it, or wait a few minutes before starting another one.',
      waitlistOfferExpired:
        'The time to buy the space held for you has passed, and it went to the next person in line. You can join the waitlist again on the home page.',
      waitlistOfferEmailMismatch:
        'The held space is for the e-mail address the offer was sent to. Use that address to buy it.',
    },
    captchaExpired: 'Your security check has expired. Please tick the box again below, then pay.',
    captchaUsed:
      'This security check was already used to start a checkout. Please tick the box again below, then pay.',
    checkoutReplaced:
      'This payment was started again for the same plate or e-mail, in another window or by someone else, so it can no longer go through. Your card was not charged. Press Pay to start over.',
    spacesTakenTitle: 'No spaces left',
    joinWaitlist: 'Join the waitlist',
    soldOut: {
      title: 'No spaces left',
      message:
        'All the spaces sold online are taken right now, so there is nothing to pay for and nothing has been charged. Join the waitlist and we will e-mail you when one frees up. If a space frees up while this page is open, the payment form comes back here.',
    },
    holdLost: {
      title: 'The space held for you is gone',
      message:
        'We held a space while you were paying, but the hold ended (its time ran out, or the page was left) and someone else has bought the last space. Nothing has been charged. Join the waitlist and we will e-mail you when one frees up. If a space frees up while this page is open, the payment form comes back here.',
    },
    noWizard: {
      title: 'We need your details first',
      message: 'Fill in the sign-up form on the home page, then come back here to pay.',
      start: 'Go to the sign-up form',
    },
    pricesUnavailable: 'The prices could not be loaded. Please try again.',
    paying: 'Processing payment…',
    payOnce: 'Pay {amount}',
    payAutopay: 'Start autopay and pay {amount} today',
    secureNote: 'Your card details go straight to the payment provider; the garage never sees them.',
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'signup/checkout': typeof checkoutMessagesEn;
  }
}
