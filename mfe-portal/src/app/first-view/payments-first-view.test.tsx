import { screen } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { act } from 'react';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { renderPortal, SIGNED_OUT } from '../../../test/render-portal';
import { PaymentsPage } from '../../features/payments/payments-page';
import { paymentsFirstView, paymentsSignInHtml } from './payments-first-view';

/** The markup without what only one side has: generated ids, and the inputs' names and plain-GET form. */
const comparable = (html: string) =>
  html
    .replace(/ (id|for)="[^"]*"/g, '')
    .replace(/ name="[^"]*"/g, '')
    .replace(/ method="get" action="\/payments"/g, '')
    .replace(
      /<input ([^>]*)>/g,
      (_, attributes: string) => `<input ${attributes.split(' ').sort().join(' ')}>`,
    );

describe('the portal first view of /payments', () => {
  it.each(['en', 'es'] as const)('is the markup PaymentsPage renders signed out (%s)', async (language) => {
    await act(async () => setLanguage(language));
    stubFetch({ 'GET /api/payments-public/session': json(SIGNED_OUT) });
    renderPortal('/payments', <PaymentsPage />);
    await screen.findByRole('button', { name: language === 'en' ? 'Send me a code' : 'Enviarme un código' });
    const page = document.body.querySelector('.ds-container');
    expect(comparable(paymentsSignInHtml(language))).toBe(comparable(page?.innerHTML ?? ''));
  });

  it('carries both languages and its CSS, and cannot close its style element early', () => {
    const html = paymentsFirstView('a{}</style><b>');
    expect(html).toContain('data-first-view="en"');
    expect(html).toContain('data-first-view="es"');
    expect(html).not.toContain('</style><b>');
  });

  it('submits as a plain GET to /payments?email&plate before any script runs', () => {
    const html = paymentsSignInHtml('en');
    expect(html).toContain('<form novalidate="" method="get" action="/payments">');
    expect(html).toMatch(/name="email"/);
    expect(html).toMatch(/name="plate"/);
  });
});

describe('what was typed into the first view', () => {
  it('is read once, when the portal loads', async () => {
    document.body.innerHTML = `<div data-first-view="en">${paymentsSignInHtml('en')}</div>`;
    const inputs = document.querySelectorAll('input');
    (inputs[0] as HTMLInputElement).value = ' ana@example.com ';
    (inputs[1] as HTMLInputElement).value = 'abc123';
    vi.resetModules();
    const { claimFirstViewPass } = await import('./first-view-pass');
    document.body.innerHTML = '';
    expect(claimFirstViewPass()).toEqual({ email: 'ana@example.com', plate: 'abc123' });
    expect(claimFirstViewPass()).toBeNull();
  });

  it('follows what is typed there after the portal loaded, while the sign-in form is not shown yet', async () => {
    document.body.innerHTML = `<div data-first-view="en">${paymentsSignInHtml('en')}</div>`;
    vi.resetModules();
    const { claimFirstViewPass } = await import('./first-view-pass');
    const [email, plate] = [...document.querySelectorAll('input')] as HTMLInputElement[];
    for (const [input, value] of [
      [email, 'ana@example.com'],
      [plate, 'ABC123'],
    ] as const) {
      input!.value = value;
      input!.dispatchEvent(new Event('input', { bubbles: true }));
    }
    document.body.innerHTML = '';
    expect(claimFirstViewPass()).toEqual({ email: 'ana@example.com', plate: 'ABC123' });
  });

  it('can be looked at while the form renders without being taken, and goes on following typing', async () => {
    document.body.innerHTML = `<div data-first-view="en">${paymentsSignInHtml('en')}</div>`;
    vi.resetModules();
    const { claimFirstViewPass, peekFirstViewPass } = await import('./first-view-pass');
    const [email] = [...document.querySelectorAll('input')] as HTMLInputElement[];
    email!.value = 'ana@';
    email!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(peekFirstViewPass()).toEqual({ email: 'ana@', plate: '' });
    expect(peekFirstViewPass()).toEqual({ email: 'ana@', plate: '' });
    email!.value = 'ana@example.com';
    email!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(claimFirstViewPass()).toEqual({ email: 'ana@example.com', plate: '' });
    expect(peekFirstViewPass()).toBeNull();
  });

  it('keeps a tap on Send made while the portal loads for the sign-in form, instead of a plain GET', async () => {
    document.body.innerHTML = `<div data-first-view="en">${paymentsSignInHtml('en')}</div>`;
    vi.resetModules();
    const { claimFirstViewPass, claimFirstViewSubmit } = await import('./first-view-pass');
    const [email, plate] = [...document.querySelectorAll('input')] as HTMLInputElement[];
    email!.value = 'ana@example.com';
    plate!.value = 'ABC123';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(claimFirstViewPass()).toEqual({ email: 'ana@example.com', plate: 'ABC123' });
    expect(claimFirstViewSubmit()).toBe(true);
    expect(claimFirstViewSubmit()).toBe(false);
    const later = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('puts the visitor who was typing in it into the sign-in form that takes its place, text and caret kept', async () => {
    document.body.innerHTML = `<div data-first-view="en">${paymentsSignInHtml('en')}</div>`;
    const [, plate] = [...document.querySelectorAll('input')] as HTMLInputElement[];
    plate!.focus();
    plate!.value = 'ABC1';
    plate!.dispatchEvent(new Event('input', { bubbles: true }));
    vi.resetModules();
    await import('./first-view-pass');
    // The portal's page replaces the shell's loading state, which held the first view: focus goes with it.
    document.body.innerHTML = '';
    const { setLanguage: setFreshLanguage } = await import('design-system/i18n/language');
    await act(async () => setFreshLanguage('en'));
    const portal = await import('../../../test/render-portal');
    const { PaymentsPage: FreshPaymentsPage } = await import('../../features/payments/payments-page');
    stubFetch({ 'GET /api/payments-public/session': json(SIGNED_OUT) });
    const user = portal.renderPortal('/payments', <FreshPaymentsPage />);
    const field = await screen.findByRole('textbox', { name: /License plate/ });
    expect(field).toHaveValue('ABC1');
    expect(field).toHaveFocus();
    await user.keyboard('23');
    expect(field).toHaveValue('ABC123');
  });
});
