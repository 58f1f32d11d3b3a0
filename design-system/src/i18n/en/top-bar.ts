/** Shell top bar. */
export const topBar = {
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
} as const;
