/** Staff /login page. Spanish: ./messages.es.ts, typed from this file. */
export const loginMessagesEn = {
  login: {
    title: 'Staff login',
    intro: 'For garage staff only.',
    username: 'Username',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Log in',
    submitting: 'Logging in…',
    failed: 'Login failed',
    usernameRequired: 'Username required',
    passwordRequired: 'Password required',
    sessionExpired: 'Your session has expired. Please log in again.',
    sessionEnded: 'Your session ended. Please log in again.',
    signedOut: 'You have logged out.',
    invalidCredentials: 'Invalid username or password',
    tooManySeconds: 'Too many failed sign-ins. Try again in {seconds} seconds.',
    tooManyMinutes: 'Too many failed sign-ins. Try again in {minutes} minute(s).',
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'shell/login': typeof loginMessagesEn;
  }
}
