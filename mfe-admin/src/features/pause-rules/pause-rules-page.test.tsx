import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'design-system/i18n/language';
import { ToastHost } from 'design-system/toast/toast';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, stubApi } from '../../../test/fake-api';
import { renderWithQuery } from '../../../test/query-client';
import { signInAs } from '../../../test/staff-session';
import { PauseRulesPage } from './pause-rules-page';

let calls: FakeCall[];
beforeEach(() => {
  calls = stubApi({
    'GET /api/locations/1/pause-rules': {
      status: 200,
      body: { max_months: 2, every_months: 12, keeps_space: true },
    },
    'PUT /api/locations/1/pause-rules': (call) => ({ status: 200, body: call.body }),
  });
  signInAs('admin');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('en');
});

const renderPage = () =>
  renderWithQuery(
    <MemoryRouter>
      <PauseRulesPage />
      <ToastHost />
    </MemoryRouter>,
  );

describe('PauseRulesPage', () => {
  it('shows the rule and saves a shorter pause that gives the space to the waiting list', async () => {
    const user = userEvent.setup();
    renderPage();
    const longest = await screen.findByLabelText('Longest pause');
    expect(longest).toHaveValue('2');
    await user.selectOptions(longest, '1');
    await user.clear(screen.getByLabelText(/^Months between pauses/));
    await user.type(screen.getByLabelText(/^Months between pauses/), '6');
    await user.click(screen.getByLabelText(/A paused pass keeps its space/));
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('Pause rule saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      max_months: 1,
      every_months: 6,
      keeps_space: false,
    });
  });

  it('refuses months between pauses out of range before sending, in Spanish', async () => {
    setLanguage('es');
    const user = userEvent.setup();
    renderPage();
    const every = await screen.findByLabelText(/^Meses entre pausas/);
    await user.clear(every);
    await user.type(every, '30');
    expect(screen.getByRole('button', { name: 'Guardar regla' })).toBeDisabled();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
