import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { staffApi } from './app';
import { newestMail } from './outbox';
import { withDatabase } from './signup-flow';

// The waitlist story's helpers: a visitor per browser context (phone or desktop, Spanish or English),
// the words each language shows, the e-mailed links, and the staff calls that set the garage up.

export type Language = 'en' | 'es';
export type Run = { language: Language; phone: boolean };

/** What the visitor reads and clicks, per language (the apps' catalogs, as shown). */
export const WORDS = {
  en: {
    waitlistTitle: 'Full — join the waitlist',
    waitlistForm: 'Waitlist sign-up',
    email: /^E-mail/,
    firstName: /^First name/,
    join: 'Join the waitlist',
    joined: 'We sent you an e-mail: open the link in it to confirm your place in line.',
    robot: 'I am not a robot',
    verified: 'Security check complete',
    statusTitle: 'Your place on the waitlist',
    confirm: 'Confirm my place',
    position: (n: number) => `You are number ${n} in line`,
    howOffers: /held for them for \d+ hours/,
    leave: 'Leave the list',
    held: /^This space is held for you until /,
    offerLinkExpired: /^This offer has expired: the space held for you was not bought in time/,
    offerLinkUsed: 'This offer has already been used: a pass was bought with it.',
    offerLinkInvalid: /^This offer link is not valid/,
    insteadWizard: 'Spaces are available: you can still buy a pass below.',
    insteadWaitlist: 'No space is free right now: you can join the waitlist below.',
    wizardForm: 'Monthly pass sign-up',
    phoneDial: /^Country code/,
    phone: /^Phone/,
    confirmEmail: /^Confirm e-mail/,
    next: 'Next',
    back: 'Back',
    step1: 'Step 1 of 4: Your details',
    step2: 'Step 2 of 4: Vehicle',
    step3: 'Step 3 of 4: Mailing address',
    step4: 'Step 4 of 4: Review',
    car: 'Car',
    make: 'Make',
    model: 'Model',
    year: /^Year/,
    color: 'Color',
    gray: 'Gray',
    plate: /^License plate/,
    address: /^Address(?! line)/,
    city: /^City/,
    state: 'State / province',
    zip: /^ZIP code/,
    toPayment: 'Confirm and continue to payment',
    checkout: 'Checkout',
    payOnce: /Pay once/,
    cardNumber: 'Card number',
    expiry: 'Expiration date',
    cvc: 'Security code (CVC)',
    cardZip: 'ZIP / postal code',
    terms: /I accept the pass terms/,
    pay: /^Pay \$/,
    bought: /You bought your pass with this offer/,
    adminTitle: 'Waitlist',
    adminTable: 'Waitlist entries',
    offeredUntil: /^Offered until /,
    offerExpired: 'Offer expired',
    adminBought: 'Bought',
    waitingN: (n: number) => `Waiting · #${n}`,
    remove: (email: string) => `Remove ${email} from the waitlist`,
    removeConfirm: 'Remove',
    removed: 'Removed',
    offerNext: 'Send next offer now',
    noSpaceToOffer: /^No space is free to offer/,
  },
  es: {
    waitlistTitle: 'Lleno — únase a la lista de espera',
    waitlistForm: 'Registro en la lista de espera',
    email: /^Correo electrónico/,
    firstName: /^Nombre/,
    join: 'Unirme a la lista de espera',
    joined: 'Le enviamos un correo: abra el enlace que contiene para confirmar su lugar en la lista.',
    robot: 'No soy un robot',
    verified: 'Verificación completa',
    statusTitle: 'Su lugar en la lista de espera',
    confirm: 'Confirmar mi lugar',
    position: (n: number) => `Usted es el número ${n} de la lista`,
    howOffers: /se le reserva durante \d+ horas/,
    leave: 'Salir de la lista',
    held: /^Este lugar está reservado para usted hasta el /,
    offerLinkExpired: /^Esta oferta venció: el lugar reservado para usted no se compró a tiempo/,
    offerLinkUsed: 'Esta oferta ya se usó: con ella se compró un pase.',
    offerLinkInvalid: /^Este enlace de oferta no es válido/,
    insteadWizard: 'Hay lugares disponibles: todavía puede comprar un pase abajo.',
    insteadWaitlist: 'No hay lugares libres en este momento: puede unirse a la lista de espera abajo.',
    wizardForm: 'Registro del pase mensual',
    phoneDial: /^Código de país/,
    phone: /^Teléfono/,
    confirmEmail: /^Confirme su correo/,
    next: 'Siguiente',
    back: 'Atrás',
    step1: 'Paso 1 de 4: Sus datos',
    step2: 'Paso 2 de 4: Vehículo',
    step3: 'Paso 3 de 4: Dirección postal',
    step4: 'Paso 4 de 4: Revisión',
    car: 'Auto',
    make: 'Marca',
    model: 'Modelo',
    year: /^Año/,
    color: 'Color',
    gray: 'Gris',
    plate: /^Placa/,
    address: /^Dirección(?!, línea)/,
    city: /^Ciudad/,
    state: 'Estado / provincia',
    zip: /^Código postal/,
    toPayment: 'Confirmar y continuar al pago',
    checkout: 'Pago',
    payOnce: /Pago único/,
    cardNumber: 'Número de tarjeta',
    expiry: 'Fecha de vencimiento',
    cvc: 'Código de seguridad (CVC)',
    cardZip: 'Código postal',
    terms: /Acepto las condiciones del pase/,
    pay: /^Pagar \$/,
    bought: /Compró su pase con esta oferta/,
    adminTitle: 'Lista de espera',
    adminTable: 'Registros de la lista de espera',
    offeredUntil: /^Ofrecido hasta /,
    offerExpired: 'Oferta vencida',
    adminBought: 'Compró',
    waitingN: (n: number) => `En espera · n.º ${n}`,
    remove: (email: string) => `Quitar a ${email} de la lista de espera`,
    removeConfirm: 'Quitar',
    removed: 'Quitado',
    offerNext: 'Enviar la siguiente oferta ahora',
    noSpaceToOffer: /^No hay un lugar libre para ofrecer/,
  },
} as const;

let addresses = 0;

/**
 * A fresh browser for one person, in the run's language and size. Each gets its own client address
 * (see client-address.ts), so the API's per-client limits see separate people.
 */
export async function personContext(browser: Browser, run: Run): Promise<BrowserContext> {
  const context = await browser.newContext(
    run.phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 }
      : { viewport: { width: 1280, height: 800 } },
  );
  await context.addInitScript((language) => localStorage.setItem('lang', language), run.language);
  addresses += 1;
  const address = `2001:db8:99:${addresses.toString(16)}::1`;
  await context.route('**/api/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
  return context;
}

/** The path of the newest e-mailed link to `email` matching `pathPattern` (e.g. /\/waitlist\?token=/). */
export async function mailedLink(email: string, pathPattern: RegExp, subject: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const mail = newestMail(email, subject);
        const match = mail?.match(new RegExp(`${pathPattern.source}[A-Za-z0-9_.~-]+`));
        link = match?.[0] ?? '';
        return link;
      },
      { timeout: 20_000, message: `a mail to ${email} with ${pathPattern}` },
    )
    .not.toBe('');
  return link;
}

/** Staff calls that are set-up, not the story: one login per call. */
export async function staffCall<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const { status, body } = await staffApi<T>(page, 'admin', method, path, data);
  return { status, body };
}

/** The customer holding a plate's live pass, read from the database (staff find it by plate in the admin). */
export function customerWithPass(plate: string): number {
  return withDatabase((db) => {
    const statement = db.prepare(
      `select s.customer_id as id from subscriptions s join vehicles v on v.id = s.vehicle_id
       where v.plate = ? and s.status_key = 'active' order by s.id desc limit 1`,
    ) as unknown as { get(...params: unknown[]): { id: number } | undefined };
    const row = statement.get(plate);
    if (!row) throw new Error(`no active pass for ${plate}`);
    return row.id;
  });
}
