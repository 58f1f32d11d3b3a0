import { act, cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'design-system/i18n/language';
import { MemoryRouter } from 'react-router-dom';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { renderWithQuery } from '../../../test/query-client';
import { SEEDED_PLANS } from '../../../test/seeded-plans';
import SignupApp from '../../app';
import { rememberPurchase } from '../../features/signup-wizard/purchase-storage';
import { saveWizard } from '../../features/signup-wizard/wizard-session';

// Pages and the wizard load lazily; vitest compiles a lazy module on its first import, slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  setLanguage('en');
});

const SAVED = {
  personal: {
    firstName: 'Ana',
    lastName: 'López',
    phoneDial: '+52' as const,
    phone: '6641234567',
    email: 'ana@example.com',
    confirmEmail: 'ana@example.com',
  },
  vehicle: {
    type: 'car' as const,
    make: 'Nissan',
    model: 'Versa',
    year: 2020,
    color: 'White',
    plate: 'BCN42',
  },
  address: {
    addr1: 'Av. Revolución 1',
    addr2: '',
    city: 'Tijuana',
    state: 'Baja California',
    country: 'Mexico',
    zip: '22000',
  },
};

// What staff saved (GET /api/garage-details/public): deliberately not the seeded values, so a copy
// left in a catalog would show.
const GARAGE = {
  legal_name: 'Border Garage Holdings LLC',
  address: '200 Frontera Ave, San Ysidro, CA 92173',
  phone: '+1 (619) 555-0199',
  email: 'office@bordergarage.example',
  hours: { en: 'Every day, 7:00 a.m. to 9:00 p.m.', es: 'Todos los días, de 7:00 a. m. a 9:00 p. m.' },
};

function renderLanding(openSlots: number | 'error', garage: 'ok' | 'error' = 'ok') {
  stubFetch({
    'GET /api/garage-details/public': garage === 'ok' ? json(GARAGE) : json({ error: 'down' }, 500),
    'GET /api/locations/1/online-availability':
      openSlots === 'error'
        ? json({ error: 'down' }, 500)
        : json({ open_slots: openSlots, today: '2026-01-31' }),
    'GET /api/plans': json(SEEDED_PLANS),
  });
  return renderWithQuery(
    <MemoryRouter initialEntries={['/']}>
      <SignupApp />
    </MemoryRouter>,
  );
}

function headingLevels(container: HTMLElement): number[] {
  return [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
}

describe('landing page', () => {
  it('renders every section in English', async () => {
    const { container } = renderLanding(12);
    expect(await screen.findByText('12 spaces available online')).toBeInTheDocument();
    expect(await screen.findByTestId('autopay-price')).toHaveTextContent(
      '$220.00 /month for the first 3 months',
    );

    expect(screen.getByText('Border Garage', { selector: '.signup-landing-hero__name' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Monthly parking steps from the border',
    );
    for (const name of [
      'Monthly pass',
      'Drive-up rates',
      'Drive-up rate calculator',
      'What you get',
      'Pass terms',
      'Help and contact',
      'Location',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const features = screen.getByRole('heading', { level: 2, name: 'What you get' }).closest('section')!;
    expect(within(features).getAllByRole('listitem')).toHaveLength(6);
    const terms = screen.getByRole('heading', { level: 2, name: 'Pass terms' }).closest('section')!;
    expect(within(terms).getAllByRole('listitem')).toHaveLength(10);
    expect(within(terms).getByText(/12% off your first 3 months/)).toBeInTheDocument();

    const help = screen.getByRole('heading', { level: 2, name: 'Help and contact' }).closest('section')!;
    expect(await within(help).findByRole('link', { name: GARAGE.phone })).toHaveAttribute(
      'href',
      'tel:+16195550199',
    );
    expect(within(help).getByRole('link', { name: GARAGE.email })).toHaveAttribute(
      'href',
      `mailto:${GARAGE.email}`,
    );
    expect(within(help).getByText(GARAGE.address)).toBeInTheDocument();
    expect(within(help).getByText(GARAGE.hours.en)).toBeInTheDocument();
    const location = screen.getByRole('heading', { level: 2, name: 'Location' }).closest('section')!;
    expect(within(location).getByText(GARAGE.address)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get directions' })).toBeInTheDocument();
    expect(screen.getByTestId('pass-validity')).toHaveTextContent(
      'Valid from 00:00 today through 23:45 on February 28, 2026.',
    );
    expect(await screen.findByTestId('calculator-total')).toHaveTextContent('$');
    expect(screen.getByTestId('app-version')).toHaveTextContent('Version test-build');

    // Open state: the signup wizard at its first step, no waitlist.
    expect(screen.queryByRole('heading', { name: 'Full — join the waitlist' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Get your monthly pass' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Step 1 of 4: Your details' })).toBeInTheDocument();

    const levels = headingLevels(container);
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level - levels[i - 1]!).toBeLessThanOrEqual(1);
    });
  });

  it('renders every section in Spanish', async () => {
    act(() => setLanguage('es'));
    renderLanding(3);
    expect(await screen.findByText('3 lugares disponibles en línea')).toBeInTheDocument();
    expect(await screen.findByTestId('autopay-price')).toHaveTextContent(
      '$220.00 /mes durante los primeros 3 meses',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Estacionamiento mensual a pasos de la frontera',
    );
    for (const name of [
      'Pase mensual',
      'Tarifas sin pase',
      'Calculadora de tarifas sin pase',
      'Lo que incluye',
      'Condiciones del pase',
      'Ayuda y contacto',
      'Ubicación',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByTestId('pass-validity')).toHaveTextContent(
      'Válido desde las 00:00 de hoy hasta las 23:45 del 28 de febrero de 2026.',
    );
    expect(screen.getByRole('link', { name: 'Cómo llegar' })).toBeInTheDocument();
    const help = screen.getByRole('heading', { level: 2, name: 'Ayuda y contacto' }).closest('section')!;
    expect(await within(help).findByText(GARAGE.hours.es)).toBeInTheDocument();
    expect(within(help).queryByText(GARAGE.hours.en)).not.toBeInTheDocument();
    expect(await screen.findByLabelText(/^Fecha de entrada/)).toBeInTheDocument();
    expect(screen.getByTestId('app-version')).toHaveTextContent('Versión test-build');
  });

  it('says the office details could not be loaded when their read fails, and keeps the garage hours', async () => {
    renderLanding(12, 'error');
    const help = screen.getByRole('heading', { level: 2, name: 'Help and contact' }).closest('section')!;
    expect(
      await within(help).findByText(
        'The office details could not be loaded. Please reload the page to try again.',
      ),
    ).toBeInTheDocument();
    expect(within(help).queryByRole('link')).not.toBeInTheDocument();
    expect(within(help).getByText('The garage is open 24 hours a day.')).toBeInTheDocument();
  });

  it('shows the closed state with the waitlist when no spaces are left', async () => {
    renderLanding(0);
    expect(await screen.findByText('No spaces available online right now')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Full — join the waitlist' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Waitlist sign-up' })).toBeInTheDocument();
  });

  it('treats a failed availability load as closed, without an error message', async () => {
    renderLanding('error');
    expect(await screen.findByRole('heading', { name: 'Full — join the waitlist' })).toBeInTheDocument();
    expect(screen.getByText('No spaces available online right now')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('restores a wizard saved in this tab at its review step', async () => {
    saveWizard(SAVED);
    renderLanding(5);
    expect(await screen.findByRole('heading', { level: 3, name: 'Step 4 of 4: Review' })).toBeInTheDocument();
    expect(screen.getByText('BCN42')).toBeInTheDocument();
  });

  it('shows the thank-you state after a purchase, and a way to buy another pass', async () => {
    rememberPurchase({ plate: 'BCN42' });
    renderLanding(5);
    expect(await screen.findByRole('heading', { level: 2, name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByTestId('thank-you-plate')).toHaveTextContent('Your pass for plate BCN42 is ready.');
    expect(screen.queryByRole('heading', { name: 'Get your monthly pass' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buy a pass for another vehicle' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Get your monthly pass' }),
    ).toBeInTheDocument();
  });

  it('shows the closed state in Spanish', async () => {
    act(() => setLanguage('es'));
    renderLanding(0);
    expect(
      await screen.findByRole('heading', { name: 'Lleno — únase a la lista de espera' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Correo electrónico/)).toBeInTheDocument();
  });
});
