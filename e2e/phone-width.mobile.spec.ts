import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { expectFitsPhoneWidth, expectNoAxeViolations, PHONE_WIDTH } from './support/accessibility';
import { test } from './support/client-address';
import { scrollThroughPage } from './support/scroll-through-page';

// The narrowest phone still sold (320 px CSS wide) in both languages: no public page may scroll
// sideways, the menu button must stay on screen, and each page must pass axe's WCAG 2.2 AA rules.

// A confirmed wizard, as the review step saves it, so /checkout renders its real form (plans, card
// fields, consent) instead of the "fill in the form first" state.
const savedWizard = {
  personal: {
    firstName: 'Ana',
    lastName: 'López',
    phoneDial: '+52',
    phone: '664 123 4567',
    email: 'phone-width@example.com',
    confirmEmail: 'phone-width@example.com',
  },
  vehicle: { type: 'car', make: 'Nissan', model: 'Versa', year: 2021, color: 'Gray', plate: 'PHONE320' },
  address: {
    addr1: '123 Border Ave',
    addr2: '',
    city: 'San Ysidro',
    state: 'CA',
    country: 'USA',
    zip: '92173',
  },
};

const languages = [
  {
    code: 'en',
    menu: 'Open menu',
    checkout: 'Checkout',
    notFound: 'Page not found',
    calculator: 'Drive-up rate calculator',
  },
  {
    code: 'es',
    menu: 'Abrir menú',
    checkout: 'Pago',
    notFound: 'Página no encontrada',
    calculator: 'Calculadora de tarifas sin pase',
  },
] as const;

type Language = (typeof languages)[number];

/** Each public route and what shows it has rendered (not just the loading state). */
const routes: { path: string; ready: (page: Page, language: Language) => Promise<void> }[] = [
  {
    path: '/',
    ready: async (page, language) => {
      // The landing itself, not only the first view inlined in the HTML (hero and count), must be there
      // before scrolling: the calculator's form is built when its section nears the viewport.
      await expect(page.getByRole('heading', { level: 2, name: language.calculator })).toBeAttached();
      await scrollThroughPage(page);
      await expect(page.getByTestId('calculator-total')).toBeAttached();
    },
  },
  {
    path: '/checkout?email=phone-width%40example.com',
    ready: async (page, language) => {
      await expect(page.getByRole('heading', { level: 1, name: language.checkout })).toBeVisible();
      await expect(page.getByText('PHONE320')).toBeVisible();
      // One language switch, the top bar's: the checkout has none of its own.
      await expect(page.getByRole('button', { name: 'Español' })).toHaveCount(1);
    },
  },
  { path: '/success', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/cancel', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/login', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/status', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/payments', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/lost-card', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/renew', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/change-card', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  {
    path: '/lost-card/checkout',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  { path: '/pay', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/payment-setup', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
  {
    path: '/sandbox-checkout',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    path: '/no-such-page',
    ready: (page, language) =>
      expect(page.getByRole('heading', { level: 1, name: language.notFound })).toBeVisible(),
  },
];

test.use({ viewport: { width: PHONE_WIDTH, height: 640 } });

for (const language of languages) {
  test.describe(`a ${PHONE_WIDTH} px phone in ${language.code}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(
        ({ code, wizard }) => {
          localStorage.setItem('lang', code);
          // Only checkout gets it: the landing page is checked as a first visit (step 1 of the wizard).
          if (location.pathname === '/checkout') {
            sessionStorage.setItem('signup.wizard.v1', JSON.stringify(wizard));
          }
        },
        { code: language.code, wizard: savedWizard },
      );
    });

    for (const route of routes) {
      test(`${route.path} fits the screen and passes axe`, async ({ page }) => {
        await page.goto(route.path);
        await route.ready(page, language);
        await expect(page.locator('html')).toHaveAttribute('lang', language.code);

        await expectFitsPhoneWidth(page);

        const menu = page.getByRole('button', { name: language.menu });
        await expect(menu).toBeInViewport({ ratio: 1 });

        await expectNoAxeViolations(page);
      });
    }
  });
}
