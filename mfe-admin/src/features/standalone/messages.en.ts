/** Sign-in of the remote's standalone dev page. Spanish: ./messages.es.ts. */
export const standaloneMessagesEn = {
  admin: {
    signIn: {
      title: 'Admin (standalone) sign in',
      username: 'Username',
      password: 'Password',
      submit: 'Sign in',
      code: 'Code from your authenticator app, or a recovery code',
      failed: 'Login failed',
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'admin/standalone': typeof standaloneMessagesEn;
  }
}
