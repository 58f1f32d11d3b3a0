import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Item } from 'api/contract/item';
import type { Plan } from 'api/contract/plan-input';
import { hasDirtyForm } from 'design-system/forms/dirty-form';
import { setLanguage } from 'design-system/i18n/language';
import { ToastHost } from 'design-system/toast/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, type FakeReply, type FakeRoute, stubApi } from '../../../test/fake-api';
import { renderWithQuery } from '../../../test/query-client';
import { signInAs } from '../../../test/staff-session';
import { PlansPage } from './plans-page';

const oneTime: Plan = {
  id: 1,
  name: 'Monthly pass',
  description: 'One month, paid once',
  name_es: 'Pase mensual',
  description_es: 'Un mes, en un solo pago',
  price_cents: 25000,
  autopay: false,
  discount_percent: 0,
  duration_months: 1,
  stripe_coupon_id: null,
  is_public: true,
};
const autopay: Plan = {
  ...oneTime,
  id: 2,
  name: 'Monthly autopay',
  description: 'Renews every month',
  name_es: 'Pago automático mensual',
  description_es: 'Se renueva cada mes',
  autopay: true,
  discount_percent: 12,
  stripe_coupon_id: 'coupon_first3',
};
const lossFee: Item = { id: 1, name: 'Loss fee', description: 'Replacement card', price_cents: 2500 };

let calls: FakeCall[];
let routes: Record<string, FakeRoute>;
/** What the fake server stores: a save changes it, and the list shows it only by reading it again. */
let storedPlans: Plan[];

/** Stores what a POST or PUT sent, as the API would, and answers with the stored plan. */
const storePlan = (plan: Plan): FakeReply => {
  storedPlans = [...storedPlans.filter((stored) => stored.id !== plan.id), plan].sort((a, b) => a.id - b.id);
  return { status: plan.id === 3 ? 201 : 200, body: plan };
};

beforeEach(() => {
  storedPlans = [oneTime, autopay];
  routes = {
    'GET /api/plans?scope=all': () => ({ status: 200, body: storedPlans }),
    'GET /api/items': { status: 200, body: [lossFee] },
  };
  calls = stubApi(routes);
  signInAs('admin');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage() {
  return renderWithQuery(
    <>
      <PlansPage />
      <ToastHost />
    </>,
  );
}

const plansTable = () => screen.getByRole('table', { name: 'Plans' });
const itemsTable = () => screen.getByRole('table', { name: 'Products / Items' });

describe('PlansPage lists', () => {
  it('shows all plans and items with formatted prices', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Plans & Items' })).toBeInTheDocument();
    expect(await within(plansTable()).findByText('Monthly pass')).toBeInTheDocument();

    const planRows = within(plansTable()).getAllByRole('row');
    expect(planRows.map((row) => row.textContent)).toEqual([
      'NameDescriptionPriceEdit',
      'Monthly passOne month, paid once$250.00Edit',
      'Monthly autopayAuto-payRenews every month$250.00Edit',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Products / Items' })).toBeInTheDocument();
    expect(await within(itemsTable()).findByText('$25.00')).toBeInTheDocument();
    expect(within(itemsTable()).getByText('Loss fee')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/plans?scope=all')).toBeDefined();
  });

  it('names each plan in the reader’s language, the English name when it has no Spanish one', async () => {
    routes['GET /api/plans?scope=all'] = { status: 200, body: [oneTime, { ...autopay, name_es: '' }] };
    setLanguage('es');
    try {
      renderPage();
      const table = await screen.findByRole('table', { name: 'Planes' });
      expect(await within(table).findByText('Pase mensual')).toBeInTheDocument();
      expect(within(table).getByText('Un mes, en un solo pago')).toBeInTheDocument();
      expect(within(table).getByText('Monthly autopay')).toBeInTheDocument();
      expect(within(table).queryByText('Monthly pass')).toBeNull();
    } finally {
      setLanguage('en');
    }
  });

  it('shows the empty states', async () => {
    routes['GET /api/plans?scope=all'] = { status: 200, body: [] };
    routes['GET /api/items'] = { status: 200, body: [] };
    renderPage();
    expect(await screen.findByText('No plans found.')).toBeInTheDocument();
    expect(await screen.findByText('No items found.')).toBeInTheDocument();
  });

  it('shows loading rows until the lists arrive', async () => {
    renderPage();
    expect(plansTable()).toHaveAttribute('aria-busy', 'true');
    expect(itemsTable()).toHaveAttribute('aria-busy', 'true');
    expect(within(plansTable()).getAllByText('Loading…').length).toBeGreaterThan(0);
    await within(plansTable()).findByText('Monthly pass');
    expect(plansTable()).not.toHaveAttribute('aria-busy');
  });

  it('toasts load failures in the staff member’s words for the code, never the server’s sentence', async () => {
    routes['GET /api/plans?scope=all'] = {
      status: 403,
      body: { error: 'Server words', code: 'forbidden' },
    };
    routes['GET /api/items'] = { status: 400, body: {} };
    renderPage();
    expect(await screen.findByText('Your role does not allow this action.')).toBeInTheDocument();
    expect(screen.queryByText('Server words')).not.toBeInTheDocument();
    expect(await screen.findByText('Error loading items')).toBeInTheDocument();
    expect(within(plansTable()).getByText(/Plans could not be loaded/)).toBeInTheDocument();
  });

  it('toasts a load failure in Spanish for a Spanish-speaking staff member', async () => {
    routes['GET /api/plans?scope=all'] = { status: 403, body: { error: 'Server words', code: 'forbidden' } };
    setLanguage('es');
    try {
      renderPage();
      expect(await screen.findByText('Su rol no permite esta acción.')).toBeInTheDocument();
    } finally {
      setLanguage('en');
    }
  });

  it('says Error loading plans when the server gives no message', async () => {
    routes['GET /api/plans?scope=all'] = { status: 400, body: {} };
    renderPage();
    expect(await screen.findByText('Error loading plans')).toBeInTheDocument();
  });

  it('reloads both lists', async () => {
    const user = userEvent.setup();
    renderPage();
    await within(plansTable()).findByText('Monthly pass');
    routes['GET /api/plans?scope=all'] = { status: 200, body: [oneTime] };
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(plansTable()).queryByText('Monthly autopay')).toBeNull());
    expect(calls.filter((call) => call.url === '/api/items')).toHaveLength(2);
  });
});

describe('PlansPage New Plan', () => {
  it('validates, then creates the plan from dollars, in both languages, and says Plan created', async () => {
    const user = userEvent.setup();
    routes['POST /api/plans'] = (call) =>
      storePlan({ ...oneTime, ...(call.body as object), id: 3, stripe_coupon_id: null, is_public: true });
    renderPage();
    await within(plansTable()).findByText('Monthly pass');

    await user.click(screen.getByRole('button', { name: 'New Plan' }));
    const dialog = screen.getByRole('dialog', { name: 'New Plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Price is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Night owl');
    await user.type(within(dialog).getByLabelText('Description'), 'Evenings only');
    await user.type(within(dialog).getByLabelText(/^Spanish name/), 'Noctámbulo');
    await user.type(within(dialog).getByLabelText('Spanish description'), 'Solo por las tardes');
    const price = within(dialog).getByLabelText(/^Price \(USD\)/);
    expect(price).toHaveAttribute('inputmode', 'decimal');
    await user.type(price, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(/in dollars, 0 or more, with at most two decimals/)).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '99.999');
    expect(within(dialog).getByText(/in dollars, 0 or more, with at most two decimals/)).toBeInTheDocument();

    await user.clear(price);
    await user.type(price, '99.05');
    expect(within(dialog).getByText('= $99.05')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Auto-pay monthly recurring'));
    expect(hasDirtyForm()).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Plan created')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Night owl',
      description: 'Evenings only',
      name_es: 'Noctámbulo',
      description_es: 'Solo por las tardes',
      price_cents: 9905,
      autopay: true,
      duration_months: 1,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hasDirtyForm()).toBe(false);
    // The list was read again after the save: no Reload needed.
    expect(calls.filter((call) => call.url === '/api/plans?scope=all')).toHaveLength(2);
    expect(within(plansTable()).getByText('Night owl')).toBeInTheDocument();
    expect(within(plansTable()).getByText('$99.05')).toBeInTheDocument();
  });

  it('keeps the modal and the values when the server refuses, naming the rule in the staff member’s words', async () => {
    const user = userEvent.setup();
    routes['POST /api/plans'] = {
      status: 400,
      body: { error: 'Server words', code: 'invalid_input', field: 'name', rule: 'plan_name_too_long' },
    };
    renderPage();
    await within(plansTable()).findByText('Monthly pass');

    await user.click(screen.getByRole('button', { name: 'New Plan' }));
    const dialog = screen.getByRole('dialog', { name: 'New Plan' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Too long');
    await user.type(within(dialog).getByLabelText(/^Price \(USD\)/), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('A plan’s name can have at most 120 characters, in each language.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Server words')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New Plan' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Too long');
    expect(within(dialog).getByLabelText(/^Price \(USD\)/)).toHaveValue('100');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('says Error saving plan when the request fails without a server message', async () => {
    const user = userEvent.setup();
    renderPage();
    await within(plansTable()).findByText('Monthly pass');
    routes['POST /api/plans'] = { status: 502, body: {} };
    await user.click(screen.getByRole('button', { name: 'New Plan' }));
    const dialog = screen.getByRole('dialog', { name: 'New Plan' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'X');
    await user.type(within(dialog).getByLabelText(/^Price \(USD\)/), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error saving plan')).toBeInTheDocument();
  });

  it('disables Save while saving', async () => {
    const user = userEvent.setup();
    let release: (reply: FakeReply) => void = () => {};
    routes['POST /api/plans'] = () => new Promise<FakeReply>((resolve) => (release = resolve));
    renderPage();
    await within(plansTable()).findByText('Monthly pass');

    await user.click(screen.getByRole('button', { name: 'New Plan' }));
    const dialog = screen.getByRole('dialog', { name: 'New Plan' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Slow');
    await user.type(within(dialog).getByLabelText(/^Price \(USD\)/), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    release({ status: 201, body: { ...oneTime, id: 9, name: 'Slow', price_cents: 5 } });
    expect(await screen.findByText('Plan created')).toBeInTheDocument();
  });
});

describe('PlansPage Edit Plan', () => {
  it('updates the plan, keeping its hidden fields, and says Plan updated', async () => {
    const user = userEvent.setup();
    routes['PUT /api/plans/2'] = (call) => storePlan({ ...autopay, ...(call.body as object) });
    renderPage();
    await within(plansTable()).findByText('Monthly autopay');

    await user.click(screen.getByRole('button', { name: 'Edit Monthly autopay' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Plan' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Monthly autopay');
    expect(within(dialog).getByLabelText('Auto-pay monthly recurring')).toBeChecked();
    expect(within(dialog).getByLabelText(/^Spanish name/)).toHaveValue('Pago automático mensual');
    expect(within(dialog).getByLabelText(/^Price \(USD\)/)).toHaveValue('250.00');
    expect(within(dialog).getByText('= $250.00')).toBeInTheDocument();
    expect(hasDirtyForm()).toBe(false);

    const price = within(dialog).getByLabelText(/^Price \(USD\)/);
    await user.clear(price);
    await user.type(price, '275');
    expect(hasDirtyForm()).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Plan updated')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Monthly autopay',
      description: 'Renews every month',
      name_es: 'Pago automático mensual',
      description_es: 'Se renueva cada mes',
      price_cents: 27500,
      autopay: true,
      duration_months: 1,
      discount_percent: 12,
      is_public: true,
      stripe_coupon_id: 'coupon_first3',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.url === '/api/plans?scope=all')).toHaveLength(2);
    expect(within(plansTable()).getByText('$275.00')).toBeInTheDocument();
  });

  it('closes on Cancel without saving', async () => {
    const user = userEvent.setup();
    renderPage();
    await within(plansTable()).findByText('Monthly pass');
    await user.click(screen.getByRole('button', { name: 'Edit Monthly pass' }));
    await user.type(within(screen.getByRole('dialog')).getByLabelText(/^Name/), ' changed');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hasDirtyForm()).toBe(false);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

describe('PlansPage price changes', () => {
  const pending = {
    old_price_cents: 25000,
    new_price_cents: 27500,
    effective_date: '2027-01-15',
    notices_sent: 3,
  };

  it('shows a pending change under the new price, in English and Spanish', async () => {
    routes['GET /api/plans?scope=all'] = {
      status: 200,
      body: [oneTime, { ...autopay, price_cents: 27500, pending_price_change: pending }],
    };
    renderPage();
    expect(
      await within(plansTable()).findByText(
        'Autopay customers pay $250.00 until January 15, 2027 (3 e-mailed)',
      ),
    ).toBeInTheDocument();
    expect(within(plansTable()).getByText('$275.00')).toBeInTheDocument();
    expect(within(plansTable()).getAllByRole('row')[1]?.textContent).toBe(
      'Monthly passOne month, paid once$250.00Edit',
    );
  });

  it('shows the pending change in Spanish', async () => {
    routes['GET /api/plans?scope=all'] = {
      status: 200,
      body: [{ ...autopay, price_cents: 27500, pending_price_change: pending }],
    };
    setLanguage('es');
    try {
      renderPage();
      const table = await screen.findByRole('table', { name: 'Planes' });
      expect(
        await within(table).findByText(
          'Los clientes con pago automático pagan $250.00 hasta el 15 de enero de 2027 (3 avisados por correo)',
        ),
      ).toBeInTheDocument();
    } finally {
      setLanguage('en');
    }
  });

  it('shows the stored change once saved, and explains a date under 30 days by its code', async () => {
    const user = userEvent.setup();
    let refuse = true;
    routes['PUT /api/plans/2'] = (call) =>
      refuse
        ? {
            status: 422,
            body: { error: 'Server words', code: 'price_change_too_soon', earliest_date: '2027-01-15' },
          }
        : storePlan({ ...autopay, ...(call.body as object), pending_price_change: pending } as Plan);
    renderPage();
    await within(plansTable()).findByText('Monthly autopay');
    await user.click(screen.getByRole('button', { name: 'Edit Monthly autopay' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Plan' });
    const price = within(dialog).getByLabelText(/^Price \(USD\)/);
    await user.clear(price);
    await user.type(price, '275');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Autopay customers must be told 30 days ahead: the new price can reach them on January 15, 2027 at the earliest.',
      ),
    ).toBeInTheDocument();

    refuse = false;
    await user.type(
      within(dialog).getByLabelText(/^Effective date for current autopay customers/),
      '2027-01-20',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Plan updated')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({
      price_cents: 27500,
      price_effective_date: '2027-01-20',
    });
    expect(
      within(plansTable()).getByText('Autopay customers pay $250.00 until January 15, 2027 (3 e-mailed)'),
    ).toBeInTheDocument();
  });
});
