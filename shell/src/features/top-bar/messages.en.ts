/** Shell top bar. Spanish: ./messages.es.ts, typed from this file. */
export const topBarMessagesEn = {
  topBar: {
    brand: 'Border Garage',
    brandFull: 'Border Garage Monthly Parking',
    homeLink: 'Border Garage Monthly Parking, home',
    nav: 'Main',
    monthlyPass: 'Monthly Pass',
    payments: 'Payments',
    lostCard: 'Lost Card',
    admin: 'Admin',
    login: 'Log in',
    logout: 'Log out',
    back: 'Back',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    skipToContent: 'Skip to main content',
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'shell/top-bar': typeof topBarMessagesEn;
  }
}
