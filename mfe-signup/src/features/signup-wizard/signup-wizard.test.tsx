import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ApiError } from 'api/client';
import { setLanguage } from 'design-system/i18n/language';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { renderWithQuery } from '../../../test/query-client';
import { RestoredWizard } from './restored-wizard';
import type { CaptchaSlot } from './signup-wizard';
import { WIZARD_DRAFT_KEY } from './wizard-draft';
import { saveWizard, WIZARD_STORAGE_KEY } from './wizard-session';
import { loadWizard } from './wizard-storage';

const MAKES = ['Nissan', 'Honda', 'Toyota'];
const MODELS: Record<string, string[]> = { Nissan: ['Versa', 'Sentra'], Toyota: ['Corolla', 'Camry'] };

interface Server {
  bannedEmails?: string[];
  takenPlates?: string[];
  zipStates?: Record<string, string>;
}

const OFFICE = {
  phone: '+1 (619) 555-0142',
  email: 'office@border-garage.local',
  hours: { en: 'Mon-Sat 7-19', es: 'Lun-sáb 7-19' },
  address: '100 Garage Rd',
};

function stubServer({ bannedEmails = [], takenPlates = [], zipStates = { '92173': 'CA' } }: Server = {}) {
  return stubFetch({
    'GET /api/vehicles/makes': ({ url }) =>
      json(
        MAKES.filter((make) =>
          make.toLowerCase().startsWith((url.searchParams.get('s') ?? '').toLowerCase()),
        ),
      ),
    'GET /api/vehicles/models': ({ url }) =>
      json(
        (MODELS[url.searchParams.get('make') ?? ''] ?? []).filter((model) =>
          model.toLowerCase().startsWith((url.searchParams.get('s') ?? '').toLowerCase()),
        ),
      ),
    'GET /api/vehicles/check': ({ url }) =>
      json({ allowed: !takenPlates.includes(url.searchParams.get('plate') ?? '') }),
    'GET /api/zip/validate': ({ url }) => {
      const zip = (url.searchParams.get('zip') ?? '').slice(0, 5);
      const state = zipStates[zip] ?? null;
      return json({ ok: state !== null, state });
    },
    ...Object.fromEntries(
      ['ana@example.com', 'ana@gmail.com', 'bad@example.com'].map((email) => [
        `GET /api/clients/email/${encodeURIComponent(email)}/has-banned`,
        json({ blocked: bannedEmails.includes(email), office: bannedEmails.includes(email) ? OFFICE : null }),
      ]),
    ),
  });
}

function fakeCaptcha(verify: CaptchaSlot['verify'] = async () => {}): CaptchaSlot {
  return {
    render: ({ onToken, error, verified }) => (
      <div>
        {verified ? (
          <p>captcha verified</p>
        ) : (
          <button type="button" onClick={() => onToken('captcha-token')}>
            Solve captcha
          </button>
        )}
        {error ? <p role="alert">{error}</p> : null}
      </div>
    ),
    verify,
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The browser's own Back and Forward buttons, and where it is. */
function BrowserButtons() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        Browser forward
      </button>
      <p data-testid="address">{`${location.pathname}${location.search}`}</p>
    </div>
  );
}

/** The wizard on the landing at `path`; rendering it again with the same tab storage is a reload. */
function renderWizard(captcha: CaptchaSlot = fakeCaptcha(), path = '/') {
  const user = userEvent.setup();
  const view = renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <BrowserButtons />
      <Routes>
        <Route path="/" element={<RestoredWizard captcha={captcha} loading={<p>Loading the form</p>} />} />
        <Route path="/checkout" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return Object.assign(user, { unmount: view.unmount });
}

const address = () => screen.getByTestId('address').textContent;

const nextButton = () => screen.getByRole('button', { name: 'Next' });
const stepHeading = (text: string) => screen.findByRole('heading', { level: 3, name: text });

async function fillPersonal(user: UserEvent, email = 'ana@example.com') {
  await user.type(screen.getByLabelText(/^First name/), 'Ana');
  await user.type(screen.getByLabelText(/^Phone/), '619 555 0100');
  await user.type(screen.getByLabelText(/^E-mail/), email);
  await user.type(screen.getByLabelText(/^Confirm e-mail/), email);
}

async function fillVehicle(user: UserEvent, plate = 'abc123') {
  await user.click(screen.getByLabelText('Car'));
  await user.type(screen.getByRole('combobox', { name: /^Make/ }), 'Nis');
  await user.click(await screen.findByRole('option', { name: 'Nissan' }));
  await user.type(screen.getByRole('combobox', { name: /^Model/ }), 'Ver');
  await user.click(await screen.findByRole('option', { name: 'Versa' }));
  await user.selectOptions(screen.getByLabelText(/^Year/), '2020');
  await user.type(screen.getByRole('combobox', { name: /^Color/ }), 'whi');
  await user.click(await screen.findByRole('option', { name: 'White' }));
  await user.type(screen.getByLabelText(/^License plate/), plate);
}

async function fillAddress(user: UserEvent, zip = '921731234') {
  await user.type(screen.getByLabelText(/^Address\s*\*?$/), '100 Border Plaza');
  await user.type(screen.getByLabelText(/^City/), 'San Ysidro');
  await user.type(screen.getByRole('combobox', { name: /^State/ }), 'Calif');
  await user.click(await screen.findByRole('option', { name: /^California/ }));
  await user.type(screen.getByLabelText(/^ZIP code/), zip);
}

describe('signup wizard: step 1', () => {
  it('keeps Next disabled until the e-mail is valid and typed twice the same', async () => {
    stubServer();
    const user = renderWizard();
    expect(
      screen.getByRole('list', { name: undefined }).querySelector('[aria-current="step"]'),
    ).toHaveTextContent('Your details');
    expect(nextButton()).toBeDisabled();
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@example');
    await user.type(screen.getByLabelText(/^Confirm e-mail/), 'ana@example');
    expect(nextButton()).toBeDisabled();
    await user.clear(screen.getByLabelText(/^E-mail/));
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@example.com');
    expect(screen.getByText('E-mails do not match')).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    await user.type(screen.getByLabelText(/^Confirm e-mail/), '.com');
    expect(nextButton()).toBeEnabled();
  });

  it('blocks pasting into the confirmation and explains why', async () => {
    stubServer();
    renderWizard();
    const confirm = screen.getByLabelText(/^Confirm e-mail/);
    const pasted = fireEvent.paste(confirm, { clipboardData: { getData: () => 'ana@example.com' } });
    expect(pasted).toBe(false);
    expect(confirm).toHaveValue('');
    expect(screen.getByText('Please type your e-mail again instead of pasting it.')).toBeInTheDocument();
  });

  it('suggests a common domain for a likely typo and applies it', async () => {
    stubServer();
    const user = renderWizard();
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@gmial.com');
    expect(screen.getByText('Did you mean ana@gmail.com?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, use it' }));
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ana@gmail.com');
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('shows the rules of each field and does not go on until they pass', async () => {
    stubServer();
    const user = renderWizard();
    await user.type(screen.getByLabelText(/^First name/), 'A');
    await user.type(screen.getByLabelText(/^Phone/), '12');
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Confirm e-mail/), 'ana@example.com');
    await user.click(nextButton());
    expect(screen.getByText('Min. 2 letters')).toBeInTheDocument();
    expect(screen.getByText('Min. 7 digits')).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveFocus();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Step 1 of 4: Your details');
  });

  it('stops on an e-mail with a banned vehicle', async () => {
    stubServer({ bannedEmails: ['bad@example.com'] });
    const user = renderWizard();
    await fillPersonal(user, 'bad@example.com');
    await user.click(nextButton());
    expect(await screen.findByTestId('wizard-step-error')).toHaveTextContent(
      'This e-mail already has a vehicle in “banned” status.',
    );
    // It says whom to contact: the office the API answered.
    expect(screen.getByRole('link', { name: '+1 (619) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+16195550142',
    );
    expect(screen.getByText(/Hours: Mon-Sat 7-19/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Step 1 of 4');
  });
});

describe('signup wizard: step 2', () => {
  async function reachVehicle() {
    const fetch = stubServer({ takenPlates: ['TAKEN1'] });
    const user = renderWizard();
    await fillPersonal(user);
    await user.click(nextButton());
    await stepHeading('Step 2 of 4: Vehicle');
    return { user, fetch };
  }

  it('upper-cases the plate, drops its spaces and dashes, and offers the years from next year back to 1925', async () => {
    const { user } = await reachVehicle();
    await user.type(screen.getByLabelText(/^License plate/), 'abc-12 x–9');
    expect(screen.getByLabelText(/^License plate/)).toHaveValue('ABC12X9');
    const years = within(screen.getByLabelText(/^Year/)).getAllByRole('option').slice(1);
    expect(years[0]).toHaveTextContent(String(new Date().getFullYear() + 1));
    expect(years.at(-1)).toHaveTextContent('1925');
  });

  it('filters the colour list by substring, case-insensitive', async () => {
    const { user } = await reachVehicle();
    const color = screen.getByRole('combobox', { name: /^Color/ });
    await user.click(color);
    const list = () => within(screen.getByRole('listbox', { name: 'Colors' })).getAllByRole('option');
    expect(list()).toHaveLength(12);
    await user.type(color, 'RE');
    expect(list().map((option) => option.textContent)).toEqual(['Red', 'Green']);
  });

  it('asks for models of the chosen make only, and a new make clears the model', async () => {
    const { user, fetch } = await reachVehicle();
    const model = screen.getByRole('combobox', { name: /^Model/ });
    await user.type(model, 'Ve');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/vehicles/models'))).toBe(false);
    await user.clear(model);

    await user.type(screen.getByRole('combobox', { name: /^Make/ }), '  Nis');
    await user.click(await screen.findByRole('option', { name: 'Nissan' }));
    await user.type(model, 'Ver');
    await user.click(await screen.findByRole('option', { name: 'Versa' }));
    expect(model).toHaveValue('Versa');

    const make = screen.getByRole('combobox', { name: /^Make/ });
    await user.clear(make);
    await user.type(make, '  Toyota  {Enter}');
    expect(make).toHaveValue('Toyota');
    expect(model).toHaveValue('');
    expect(screen.queryAllByRole('option').filter((option) => option.closest('[role="listbox"]'))).toEqual(
      [],
    );
  });

  it("asks where the plate was issued, US states then Mexican ones, 'Not sure' allowed; the review and the saved wizard keep it", async () => {
    const { user } = await reachVehicle();
    const region = screen.getByRole('combobox', { name: /^Plate issued in/ });
    // Not chosen: "Not sure" (empty), and the step goes on without it (the field is optional).
    expect(region).toHaveValue('');
    expect(within(region).getAllByRole('option')[0]).toHaveTextContent('Not sure');
    const groups = region.querySelectorAll('optgroup');
    expect([...groups].map((group) => group.label)).toEqual(['United States', 'Mexico']);
    expect(within(groups[0] as HTMLElement).getByRole('option', { name: 'California' })).toHaveValue('US-CA');
    expect(within(groups[1] as HTMLElement).getByRole('option', { name: 'Baja California' })).toHaveValue(
      'MX-BCN',
    );
    await fillVehicle(user);
    await user.selectOptions(region, 'MX-BCN');
    await user.click(nextButton());
    await stepHeading('Step 3 of 4: Mailing address');
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(nextButton());
    await stepHeading('Step 4 of 4: Review');
    const vehicle = screen.getByRole('region', { name: 'Vehicle' });
    expect(within(vehicle).getByText('Plate issued in')).toBeInTheDocument();
    expect(within(vehicle).getByText('Baja California')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm and continue to payment' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/checkout');
    expect(loadWizard()?.vehicle).toMatchObject({ plate: 'ABC123', plateState: 'MX-BCN' });
  });

  it('words the plate state field in Spanish', async () => {
    act(() => setLanguage('es'));
    try {
      stubServer();
      const user = renderWizard();
      await user.type(screen.getByLabelText(/^Nombre/), 'Ana');
      await user.type(screen.getByLabelText(/^Teléfono/), '619 555 0100');
      await user.type(screen.getByLabelText(/^Correo electrónico/), 'ana@example.com');
      await user.type(screen.getByLabelText(/^Confirme su correo/), 'ana@example.com');
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
      await stepHeading('Paso 2 de 4: Vehículo');
      const region = screen.getByRole('combobox', { name: /^Estado de la placa/ });
      expect(within(region).getAllByRole('option')[0]).toHaveTextContent('No estoy seguro');
      expect([...region.querySelectorAll('optgroup')].map((group) => group.label)).toEqual([
        'Estados Unidos',
        'México',
      ]);
    } finally {
      act(() => setLanguage('en'));
    }
  });

  it('shows every missing field, and stops on a plate that already has a pass', async () => {
    const { user } = await reachVehicle();
    await user.click(nextButton());
    for (const message of ['Type required', 'Make required', 'Model required', 'Color required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText(/^Invalid year \(1925–\d{4}\)$/)).toBeInTheDocument();
    expect(screen.getByText('Placa inválida: solo A-Z y 0-9, máximo 15 caracteres')).toBeInTheDocument();
    await fillVehicle(user, 'taken1');
    await user.click(nextButton());
    expect(await screen.findByTestId('wizard-step-error')).toHaveTextContent(
      'That plate already has a monthly pass or is banned.',
    );
  });
});

describe('signup wizard: step 3, review and storage', () => {
  async function reachAddress(captcha?: CaptchaSlot, server?: Server) {
    stubServer(server);
    const user = renderWizard(captcha);
    await fillPersonal(user);
    await user.click(nextButton());
    await stepHeading('Step 2 of 4: Vehicle');
    await fillVehicle(user);
    await user.click(nextButton());
    await stepHeading('Step 3 of 4: Mailing address');
    return user;
  }

  it('suggests at most 10 states, fills the country, hyphenates the ZIP and checks it against the state', async () => {
    const user = await reachAddress();
    await user.type(screen.getByRole('combobox', { name: /^State/ }), 'a');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(10));
    await user.clear(screen.getByRole('combobox', { name: /^State/ }));
    await user.type(screen.getByRole('combobox', { name: /^State/ }), 'Baja California S');
    await user.click(await screen.findByRole('option', { name: /^Baja California Sur/ }));
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('Mexico');

    await user.clear(screen.getByRole('combobox', { name: /^State/ }));
    await user.type(screen.getByRole('combobox', { name: /^State/ }), 'Texas');
    await user.click(await screen.findByRole('option', { name: /^Texas/ }));
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('United States');
    await user.type(screen.getByLabelText(/^ZIP code/), '921731234');
    expect(screen.getByLabelText(/^ZIP code/)).toHaveValue('92173-1234');
    await user.type(screen.getByLabelText(/^Address\s*\*?$/), '100 Border Plaza');
    await user.type(screen.getByLabelText(/^City/), 'San Ysidro');
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(nextButton());
    expect(await screen.findByTestId('wizard-step-error')).toHaveTextContent(
      'ZIP does not match selected state',
    );
  });

  it('asks for the CAPTCHA, and a refused one must be solved again', async () => {
    const verify = vi
      .fn<CaptchaSlot['verify']>()
      .mockRejectedValueOnce(new ApiError(400, 'Captcha failed - try again', { code: 'captcha_failed' }))
      .mockResolvedValueOnce();
    const user = await reachAddress(fakeCaptcha(verify));
    await fillAddress(user);
    await user.click(nextButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please complete the CAPTCHA');
    expect(verify).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(nextButton());
    expect(await screen.findByText('Captcha failed - try again')).toBeInTheDocument();
    await user.click(nextButton());
    expect(screen.getByText('Please complete the CAPTCHA')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(nextButton());
    await stepHeading('Step 4 of 4: Review');
    expect(verify).toHaveBeenCalledTimes(2);
    expect(verify).toHaveBeenLastCalledWith('captcha-token');
  });

  it('reviews everything with Edit per step, then saves the wizard and goes to /checkout', async () => {
    const user = await reachAddress();
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(nextButton());
    await stepHeading('Step 4 of 4: Review');
    expect(screen.getByText('Ana')).toBeInTheDocument();
    expect(screen.getByText('+1 619 555 0100')).toBeInTheDocument();
    expect(screen.getByText('ABC123')).toBeInTheDocument();
    expect(screen.getByText('San Ysidro, California, 92173-1234')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Vehicle' }));
    await stepHeading('Step 2 of 4: Vehicle');
    await user.click(nextButton());
    await user.click(nextButton());
    await stepHeading('Step 4 of 4: Review');

    expect(sessionStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm and continue to payment' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/checkout?email=ana%40example.com');
    expect(loadWizard()).toMatchObject({
      vehicle: { plate: 'ABC123', make: 'Nissan', model: 'Versa', year: 2020, color: 'White', type: 'car' },
      address: { state: 'California', country: 'United States', zip: '92173-1234' },
    });
  });

  it('restores a saved wizard at step 4; Back goes one step; Clear (confirmed) resets all', async () => {
    stubServer();
    saveWizard({
      personal: {
        firstName: 'Ana',
        lastName: 'López',
        phoneDial: '+52',
        phone: '6641234567',
        email: 'ana@example.com',
        confirmEmail: 'ana@example.com',
      },
      vehicle: { type: 'car', make: 'Nissan', model: 'Versa', year: 2020, color: 'White', plate: 'BCN42' },
      address: {
        addr1: 'Av. Revolución 1',
        addr2: '',
        city: 'Tijuana',
        state: 'Baja California',
        country: 'Mexico',
        zip: '22000',
      },
    });
    const user = renderWizard();
    await stepHeading('Step 4 of 4: Review');
    await waitFor(() => expect(address()).toBe('/?step=4'));
    expect(screen.getByText('BCN42')).toBeInTheDocument();
    expect(screen.getByText('Ana López')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Step 3 of 4: Mailing address');
    await waitFor(() => expect(address()).toBe('/?step=3'));
    expect(screen.getByText('captcha verified')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Step 3 of 4');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, clear' }));
    await stepHeading('Step 1 of 4: Your details');
    await waitFor(() => expect(address()).toBe('/'));
    expect(screen.getByLabelText(/^First name/)).toHaveValue('');
    expect(sessionStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(WIZARD_DRAFT_KEY)).toBeNull();
  });
});

describe('signup wizard: history and reload', () => {
  async function reachVehicle() {
    stubServer();
    const user = renderWizard();
    await fillPersonal(user);
    await user.click(nextButton());
    await stepHeading('Step 2 of 4: Vehicle');
    return user;
  }

  it("makes each step an entry of the browser's history: Back one step, Forward again, nothing lost", async () => {
    const user = await reachVehicle();
    await waitFor(() => expect(address()).toBe('/?step=2'));
    await user.type(screen.getByLabelText(/^License plate/), 'abc123');

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await stepHeading('Step 1 of 4: Your details');
    await waitFor(() => expect(address()).toBe('/'));
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ana');
    expect(screen.getByLabelText(/^Confirm e-mail/)).toHaveValue('ana@example.com');

    await user.click(screen.getByRole('button', { name: 'Browser forward' }));
    await stepHeading('Step 2 of 4: Vehicle');
    expect(screen.getByLabelText(/^License plate/)).toHaveValue('ABC123');

    // The wizard's own Back is the browser's: Forward returns to the step it left.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Step 1 of 4: Your details');
    await user.click(screen.getByRole('button', { name: 'Browser forward' }));
    await stepHeading('Step 2 of 4: Vehicle');
  });

  it('comes back after a reload at every step with what was typed', async () => {
    let user = await reachVehicle();
    await fillVehicle(user);
    user.unmount();
    user = renderWizard(fakeCaptcha(), '/?step=2');
    await stepHeading('Step 2 of 4: Vehicle');
    expect(screen.getByLabelText(/^License plate/)).toHaveValue('ABC123');
    expect(screen.getByRole('combobox', { name: /^Model/ })).toHaveValue('Versa');

    await user.click(nextButton());
    await stepHeading('Step 3 of 4: Mailing address');
    await user.type(screen.getByLabelText(/^City/), 'San Ysidro');
    user.unmount();
    user = renderWizard(fakeCaptcha(), '/?step=3');
    await stepHeading('Step 3 of 4: Mailing address');
    expect(screen.getByLabelText(/^City/)).toHaveValue('San Ysidro');

    await user.clear(screen.getByLabelText(/^City/));
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(nextButton());
    await stepHeading('Step 4 of 4: Review');
    user.unmount();
    user = renderWizard(fakeCaptcha(), '/?step=4');
    await stepHeading('Step 4 of 4: Review');
    expect(screen.getByText('San Ysidro, California, 92173-1234')).toBeInTheDocument();

    user.unmount();
    renderWizard(fakeCaptcha(), '/');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Step 1 of 4: Your details');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ana');
    // Nothing to retype: Next is there at once, without first touching the form.
    await waitFor(() => expect(nextButton()).toBeEnabled());
  });

  it('after a reload goes to the first step that no longer passes, showing why', async () => {
    const user = await reachVehicle();
    await fillVehicle(user);
    await user.click(nextButton());
    await stepHeading('Step 3 of 4: Mailing address');
    // Back to the vehicle with the browser, the plate emptied, then Forward.
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await stepHeading('Step 2 of 4: Vehicle');
    await user.clear(screen.getByLabelText(/^License plate/));
    await user.click(screen.getByRole('button', { name: 'Browser forward' }));
    await stepHeading('Step 2 of 4: Vehicle');
    await waitFor(() => expect(address()).toBe('/?step=2'));
    expect(screen.getByText('Placa inválida: solo A-Z y 0-9, máximo 15 caracteres')).toBeInTheDocument();

    user.unmount();
    renderWizard(fakeCaptcha(), '/?step=4');
    await stepHeading('Step 2 of 4: Vehicle');
    await waitFor(() => expect(address()).toBe('/?step=2'));
    expect(screen.getByText('Placa inválida: solo A-Z y 0-9, máximo 15 caracteres')).toBeInTheDocument();
  });
});
