/** The waitlist form shown when no space is left online. Spanish: ./messages.es.ts, typed from this file. */
export const waitlistMessagesEn = {
  landing: {
    waitlist: {
      title: 'Full — join the waitlist',
      intro: 'All online spaces are taken. Leave your details and we will e-mail you when one opens up.',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail',
      emailRequired: 'E-mail required',
      emailInvalid: 'Invalid email address',
      minLetters: 'Min. 2 letters',
      formLabel: 'Waitlist sign-up',
      honeypot: 'Leave this field empty',
      submit: 'Join the waitlist',
      submitting: 'Sending…',
      success: 'Thank you! You are on the waitlist. We will e-mail you when a space opens up.',
      error: 'Could not join the waitlist. Please try again.',
      captchaRequired: 'Please complete the CAPTCHA',
      captchaFailed: 'Captcha failed - try again',
      captchaExpired: 'Your security check has expired. Please complete it again, then join the waitlist.',
      tooManyRequests: 'Too many sign-ups from this connection. Please wait a few minutes and try again.',
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'signup/waitlist': typeof waitlistMessagesEn;
  }
}
