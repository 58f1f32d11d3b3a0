import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { paymentsSignInHtml } from './payments-first-view';

async function freshFirstView() {
  document.body.innerHTML = `<div id="shell-loading"><div data-first-view="en">${paymentsSignInHtml('en')}</div></div>`;
  const [email] = [...document.querySelectorAll('input')] as HTMLInputElement[];
  email!.focus();
  email!.value = 'ana@exa';
  vi.resetModules();
  const pass = await import('./first-view-pass');
  const loading = await import('./page-loading');
  // The portal's first render replaces the shell's loading state, and the first view with it.
  document.getElementById('shell-loading')!.remove();
  return { email: email!, ...pass, ...loading };
}

describe("a page's loading state", () => {
  it('is the first view, the visitor still typing in it, while no page has been shown', async () => {
    const { email, PageLoading } = await freshFirstView();
    render(createElement(PageLoading));
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toBe(email);
    expect(email).toHaveFocus();
    expect(email).toHaveValue('ana@exa');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is a spinner once a page has been shown', async () => {
    const { PageLoading, FirstViewGone } = await freshFirstView();
    render(createElement(FirstViewGone));
    render(createElement(PageLoading));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('is a spinner once the sign-in form has taken what was typed', async () => {
    const { PageLoading, claimFirstViewPass } = await freshFirstView();
    expect(claimFirstViewPass()).toEqual({ email: 'ana@exa', plate: '' });
    render(createElement(PageLoading));
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
