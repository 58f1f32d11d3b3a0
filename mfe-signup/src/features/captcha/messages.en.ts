/** The CAPTCHA of the signup wizard's address step (Turnstile or the offline challenge). Spanish: ./messages.es.ts, typed from this file. */
export const captchaMessagesEn = {
  captcha: {
    title: 'Security check',
    offlineLabel: 'I am not a robot',
    offlineHint: 'Tick the box to continue.',
    verified: 'Security check complete',
    unavailable: 'The security check could not be loaded.',
    retry: 'Try again',
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'signup/captcha': typeof captchaMessagesEn;
  }
}
