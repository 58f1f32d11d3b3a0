import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PassPlatesResponse } from 'api/contract/pass-plates';
import { setLanguage } from 'design-system/i18n/language';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { renderPortal, SIGNED_OUT, signedIn } from '../../../test/render-portal';
import { PlatesPage } from './plates-page';

const PATH = '/plates?email=ana@example.com&plate=ABC123';
const MAIN = { id: null, plate: 'ABC123', plate_state: 'US-CA', main: true, ends_on: null } as const;
const PLATES: PassPlatesResponse = {
  pass_id: 7,
  plates: [MAIN],
  max_plates: 4,
  changes_left: 7,
  next_change_at: null,
  temporary_max_date: '2026-04-09',
};

beforeEach(() => setLanguage('en'));

describe('/plates', () => {
  it('without a session shows the sign-in form', async () => {
    stubFetch({ 'GET /api/payments-public/session': json(SIGNED_OUT) });
    renderPortal(PATH, <PlatesPage />);
    expect(await screen.findByRole('button', { name: 'Send me a code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add plate' })).not.toBeInTheDocument();
  });

  it('lists the main plate, which cannot be removed, and the changes left', async () => {
    stubFetch({
      'GET /api/payments-public/session': json(signedIn()),
      'GET /api/payments-public/plates': json({
        ...PLATES,
        plates: [MAIN, { id: 4, plate: 'RENT1', plate_state: 'MX-BCN', main: false, ends_on: '2026-03-17' }],
        changes_left: 5,
      }),
    });
    renderPortal(PATH, <PlatesPage />);
    const list = await screen.findByRole('list', { name: 'Plates on this pass' });
    expect(within(list).getByText('Main plate')).toBeInTheDocument();
    expect(within(list).getByText('Issued in Baja California')).toBeInTheDocument();
    expect(within(list).getByText('Last day: March 17, 2026')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Remove ABC123' })).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Remove RENT1' })).toBeInTheDocument();
    expect(screen.getByText('Changes left this week: 5 of 7.')).toBeInTheDocument();
  });

  it('adds a temporary plate with its state and last day, then shows the new list', async () => {
    const sent: unknown[] = [];
    // The server's state: the new plate shows only once the list is read again.
    let stored = PLATES;
    stubFetch({
      'GET /api/payments-public/session': json(signedIn()),
      'GET /api/payments-public/plates': () => json(stored),
      'POST /api/payments-public/plates': ({ body }) => {
        sent.push(body);
        stored = {
          ...PLATES,
          plates: [
            MAIN,
            { id: 9, plate: 'RENT22', plate_state: 'US-AZ', main: false, ends_on: '2026-03-20' },
          ],
          changes_left: 6,
        };
        return json(stored);
      },
    });
    const user = userEvent.setup();
    renderPortal(PATH, <PlatesPage />);
    await user.type(await screen.findByRole('textbox', { name: 'Plate' }), 'rent-22');
    await user.selectOptions(screen.getByLabelText('Issued in'), 'US-AZ');
    await user.click(screen.getByLabelText('Temporary plate (a rental or a loaner)'));
    await user.type(screen.getByLabelText('Last day'), '2026-03-20');
    await user.click(screen.getByRole('button', { name: 'Add plate' }));
    expect(await screen.findByRole('button', { name: 'Remove RENT22' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        email: 'ana@example.com',
        plate: 'ABC123',
        new_plate: 'RENT22',
        new_plate_state: 'US-AZ',
        ends_on: '2026-03-20',
      },
    ]);
  });

  it('checks the plate and the last day before sending', async () => {
    const sent: unknown[] = [];
    stubFetch({
      'GET /api/payments-public/session': json(signedIn()),
      'GET /api/payments-public/plates': json(PLATES),
      'POST /api/payments-public/plates': ({ body }) => {
        sent.push(body);
        return json(PLATES);
      },
    });
    const user = userEvent.setup();
    renderPortal(PATH, <PlatesPage />);
    await user.click(await screen.findByRole('button', { name: 'Add plate' }));
    expect(
      screen.getByText('Enter the plate with letters A-Z and numbers only, at most 15.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Plate' }), 'XYZ9');
    await user.click(screen.getByLabelText('Temporary plate (a rental or a loaner)'));
    await user.type(screen.getByLabelText('Last day'), '2026-05-01');
    await user.click(screen.getByRole('button', { name: 'Add plate' }));
    expect(screen.getByText('Choose the last day, from today up to April 9, 2026.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("says when the next change is possible, in the visitor's language, from the server's code", async () => {
    for (const language of ['en', 'es'] as const) {
      setLanguage(language);
      stubFetch({
        'GET /api/payments-public/session': json(signedIn()),
        'GET /api/payments-public/plates': json(PLATES),
        'POST /api/payments-public/plates': json(
          {
            error: 'English nobody shows',
            code: 'plate_change_limit',
            next_change_at: '2026-03-17T19:00:00.000Z',
          },
          409,
        ),
      });
      const user = userEvent.setup();
      renderPortal(PATH, <PlatesPage />);
      await user.type(
        await screen.findByRole('textbox', { name: language === 'en' ? 'Plate' : 'Placa' }),
        'NEXT1',
      );
      await user.click(
        screen.getByRole('button', { name: language === 'en' ? 'Add plate' : 'Agregar placa' }),
      );
      expect(
        await screen.findByText(
          language === 'en'
            ? 'You made 7 plate changes in the last 7 days. You can change plates again on March 17, 2026 at 12:00 PM.'
            : /Podrá cambiar placas de nuevo el 17 de marzo de 2026 a las 12:00/,
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText('English nobody shows')).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('a pass with four plates offers no form', async () => {
    const added = (id: number) => ({ id, plate: `P${id}`, plate_state: null, main: false, ends_on: null });
    stubFetch({
      'GET /api/payments-public/session': json(signedIn()),
      'GET /api/payments-public/plates': json({ ...PLATES, plates: [MAIN, added(1), added(2), added(3)] }),
    });
    renderPortal(PATH, <PlatesPage />);
    expect(await screen.findByText('This pass has 4 plates. Remove one to add another.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add plate' })).not.toBeInTheDocument();
  });
});
