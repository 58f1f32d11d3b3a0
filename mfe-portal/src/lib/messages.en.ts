/** Text the portal's screens share: errors by server code, pass words. Spanish: ./messages.es.ts. */
export const portalMessagesEn = {
  portal: {
    email: 'E-mail',
    plate: 'License plate',
    backToPayments: 'Back to Payments',
    signIn: {
      intro: 'Enter the e-mail and plate of your pass. We e-mail you a 6-digit code to sign in.',
      send: 'Send me a code',
      checkTitle: 'Check your e-mail',
      sentTo: 'We sent a 6-digit code and a sign-in link to {to}.',
      sentHint:
        'Use either one, once, within 15 minutes. Nothing arrived? Check the e-mail and plate you typed, and your spam folder.',
      heldCooldown:
        'We did not send another e-mail: we sent one less than a minute ago. Use the code in it, or ask again in {seconds} seconds.',
      heldHourly:
        'We did not send another e-mail: 5 codes went out for this pass in the last hour. Use the newest code if it is under 15 minutes old, or ask again in {minutes} minutes.',
      code: '6-digit code',
      codeFormat: 'Enter the 6 digits from the e-mail.',
      keep: 'Keep me signed in on this device',
      keepHint: 'Uncheck this on a shared or borrowed phone.',
      submit: 'Sign in',
      resend: 'Resend code',
      resendIn: 'Resend code in {seconds} s',
      resent: 'We sent a new code.',
      different: 'Use a different e-mail or plate',
    },
    session: {
      signedOut: 'You have signed out on this device.',
      signedOutEverywhere: 'You have signed out on every device.',
      expired: 'Please sign in again.',
      linkExpired: 'This sign-in link has expired or was already used. Sign in with a new code below.',
    },
    errors: {
      signInRequired: 'Please sign in again.',
      mailCooldown: 'We just sent you an e-mail. Check your inbox, or wait {seconds} seconds and ask again.',
      passNotFound: 'We could not find a pass with that e-mail and plate. Check both and try again.',
      passExpired: 'Pass expired — renew first',
      needSetup: 'Save a card first: you will be taken to a secure page to add it.',
      autopayBlocksRenewal: 'Autopay is on: turn autopay off first to renew by hand.',
      renewTooEarly: {
        one: 'Too early to renew – come back in {days} day.',
        other: 'Too early to renew – come back in {days} days.',
      },
      noCardAssigned:
        'No card is currently assigned to this pass. Please contact staff to issue a card before paying the replacement fee.',
      linkNotFound: 'This link is not valid. Ask for a new one from the Payments page.',
      linkExpired: 'This link has expired or was already used. Ask for a new one from the Payments page.',
      mailSendFailed: 'Could not send the link',
      otpSendFailed: 'Could not send code',
      otpInvalid: 'Invalid code',
      otpLocked: 'Too many wrong codes. Ask for a new code.',
      otpSessionInvalid: 'Your verification has expired. Ask for a new code.',
      consentRequired: 'Please accept the autopay terms first.',
      setupNotFound: 'That card set-up was not found or has expired. Please start again.',
      paymentNotFound: 'That payment was not found. Please start again.',
      providerUnavailable: 'The payment service is not reachable right now. Please try again in a minute.',
      tooManyRequests: 'Too many attempts. Please wait {seconds} seconds and try again.',
      invalidInput: 'Please check the e-mail and plate.',
      network: 'We could not reach the server. Check your connection and try again.',
      server: 'Server error',
      invitePending: 'Please confirm your e-mail first: open the link we sent you.',
      passNotRenewable: 'This pass cannot be renewed online. Please contact the garage office.',
      noSpaceToReactivate:
        'All spaces are taken right now, so this pass cannot be renewed. Nothing was charged. Join the waitlist on our website and we will e-mail you when a space frees up.',
      required: 'Enter e-mail and plate.',
    },
  },
  portalPay: {
    pay: 'Pay {amount}',
    chargedOnTap: 'Nothing is charged until you tap Pay.',
    refunded:
      'This payment could not be applied, so it was refunded. Please check your pass on the Payments page.',
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'portal/lib': typeof portalMessagesEn;
  }
}
