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
    factor: {
      title: 'Second step',
      intro:
        'Type the 6-digit code your authenticator app shows for the garage, or one of your recovery codes.',
      code: 'Code',
      codeHint: '6 digits, or a recovery code such as abcde-23456',
      codeRequired: 'Type the code',
      trust: 'Trust this device for 30 days',
      trustHint: 'Only on a device no one else uses.',
      submit: 'Continue',
      invalid: 'That code is not right. Type the current code from your app, or a recovery code.',
      expired: 'This sign-in took too long or had too many wrong codes. Sign in with your password again.',
    },
    setPassword: {
      title: 'Choose your password',
      rule: 'At least 12 characters, and not a common password. A few unrelated words make a good one.',
      invite: 'You were invited to the garage staff area. Your username is {username}.',
      reset: 'Choose a new password for {username}. Your other sessions end once it is saved.',
      new: 'New password',
      repeat: 'Type it again',
      mismatch: 'The two passwords differ',
      submit: 'Save password',
      done: 'Your password is saved. Log in as {username}.',
      linkInvalid: 'This link has expired or was already used. Ask an admin to send a new one.',
      tooShort: 'The password must be at least 12 characters.',
      tooCommon: 'That password is on the lists attackers try first. Choose another.',
      tooGuessable:
        'That password is too easy to guess (a word, a name, a date or a keyboard pattern). Make it longer.',
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'shell/login': typeof loginMessagesEn;
  }
}
