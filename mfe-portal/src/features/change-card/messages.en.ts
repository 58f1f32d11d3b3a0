/** /change-card. Spanish: ./messages.es.ts, typed from this file. */
export const changeCardMessagesEn = {
  changeCard: {
    title: 'Change your card',
    continue: 'Continue',
    requestIntro: 'To protect your pass we e-mail you a 6-digit code first.',
    sendCode: 'E-mail me a code',
    sendLink: 'E-mail me a card-update link instead',
    linkSent: 'We sent a card-update link to {email}.',
    sentTo: 'We sent a 6-digit code to {to}. It is valid for 10 minutes.',
    enterCode: 'Enter the 6-digit code from your e-mail.',
    code: '6-digit code',
    verify: 'Verify code',
    resend: 'Send a new code',
    resendIn: 'New code in {seconds} s',
    save: 'Save new card',
    done: 'Card changed',
    saved: 'Card ending {last4} is saved; your next autopay charge uses it.',
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'portal/change-card': typeof changeCardMessagesEn;
  }
}
