/**
 * The waitlist: the form shown when no space is left online, the private status page
 * (/waitlist?token=) and the held-space notice of an offer link. Spanish: ./messages.es.ts, typed from this file.
 */
export const waitlistMessagesEn = {
  landing: {
    waitlist: {
      title: 'Full — join the waitlist',
      intro:
        'All online spaces are taken. Leave your e-mail: when a space frees up, the first person in line gets it held for them.',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail',
      plate: 'License plate',
      plateHint: 'Letters and numbers; spaces and dashes are removed',
      emailRequired: 'E-mail required',
      emailInvalid: 'Invalid email address',
      minLetters: 'Min. 2 letters',
      plateInvalid: 'Invalid plate: only A-Z and 0-9, max. 15 characters',
      formLabel: 'Waitlist sign-up',
      honeypot: 'Leave this field empty',
      submit: 'Join the waitlist',
      submitting: 'Sending…',
      success:
        'Almost done! We sent you an e-mail: open the link in it to confirm your place in line. Check your spam folder if it does not arrive in a few minutes.',
      error: 'Could not join the waitlist. Please try again.',
      captchaRequired: 'Please complete the CAPTCHA',
      captchaFailed: 'Captcha failed - try again',
      captchaExpired: 'Your security check has expired. Please complete it again, then join the waitlist.',
      tooManyRequests: 'Too many sign-ups from this connection. Please wait a few minutes and try again.',
    },
  },
  waitlist: {
    status: {
      title: 'Your place on the waitlist',
      loading: 'Loading your place in line…',
      greeting: 'Hello, {name}.',
      forEmail: 'Waitlist entry for {email}',
      howOffersWork:
        'When a space frees up, the first person in line gets an e-mail and the space is held for them for {hours} hours. If they do not buy it in time, it goes to the next person.',
      unconfirmed: 'Please confirm your place so we can keep you in line.',
      confirm: 'Confirm my place',
      confirmed: 'Your place is confirmed.',
      position: 'You are number {position} in line',
      waitingCount: 'People waiting: {count}',
      leave: 'Leave the list',
      leaveDialog: {
        title: 'Leave the waitlist?',
        message: 'You will lose your place in line. You can join again later, at the end of the line.',
        confirm: 'Leave the list',
        cancel: 'Stay on the list',
      },
      offered: 'A space is held for you until {time}.',
      offeredHint:
        'Buy your pass before then, with the same e-mail address. After that, the space goes to the next person in line.',
      buy: 'Buy my pass',
      decline: 'No thanks',
      declineDialog: {
        title: 'Give up this space?',
        message: 'The space will be offered to the next person in line and you will leave the waitlist.',
        confirm: 'Give up the space',
        cancel: 'Keep it',
      },
      bought: 'You bought your pass with this offer. Welcome! You are no longer on the waitlist.',
      expired:
        'The space held for you was not bought in time and went to the next person in line. You can join the waitlist again from the home page.',
      left: 'You left the waitlist. You can join again from the home page.',
      removed:
        'The garage removed this entry from the waitlist. Please contact the office if you think this is a mistake.',
      notFound:
        'This waitlist link is not valid (it may be incomplete, or the entry no longer exists). Open the link from your latest waitlist e-mail, or join the waitlist again from the home page.',
      missingToken:
        'This page needs the link from your waitlist e-mail. Open that e-mail and tap its link, or join the waitlist from the home page.',
      offerNotOpen: 'This offer is no longer open. The page now shows where you stand.',
      actionFailed: 'That did not work. Please try again.',
      loadFailed: 'Your place could not be loaded. Please try again.',
      retry: 'Try again',
      home: 'Go to the home page',
    },
    offer: {
      held: 'This space is held for you until {time}.',
      heldHint: 'Fill in the form and pay with {email} to take it.',
      checking: 'Checking your offer…',
      closed: 'This offer link no longer holds a space.',
      expired:
        'This offer has expired: the space held for you was not bought in time and went to the next person in line.',
      bought: 'This offer has already been used: a pass was bought with it.',
      notFound:
        'This offer link is not valid: it may be incomplete. Open the link from your latest offer e-mail.',
      unchecked: 'This offer link could not be checked right now. Reload the page to try again.',
      insteadWizard: 'Spaces are available: you can still buy a pass below.',
      insteadWaitlist: 'No space is free right now: you can join the waitlist below.',
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'signup/waitlist': typeof waitlistMessagesEn;
  }
}
