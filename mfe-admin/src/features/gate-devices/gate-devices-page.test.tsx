import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GateDevice, GateSettings, GateWebhookDelivery } from 'api/contract/gate-access';
import { setLanguage } from 'design-system/i18n/language';
import { ToastHost } from 'design-system/toast/toast';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, type FakeRoute, stubApi } from '../../../test/fake-api';
import { renderWithQuery } from '../../../test/query-client';
import { signInAs } from '../../../test/staff-session';
import { GateDevicesPage } from './gate-devices-page';

const delivery = (id: number, patch: Partial<GateWebhookDelivery> = {}): GateWebhookDelivery => ({
  id,
  device_id: 1,
  attempted_at: '2026-11-28T16:05:00.000Z',
  from_cursor: 10,
  to_cursor: 12,
  attempt: 1,
  status_code: 200,
  ok: true,
  error: null,
  next_attempt_at: null,
  ...patch,
});

const device = (id: number, patch: Partial<GateDevice> = {}): GateDevice => ({
  id,
  name: `Device ${id}`,
  location_id: 1,
  kind: 'entry',
  webhook_url: null,
  key_prefix: `gd_${id}_AbCd`,
  created_at: '2026-11-01T16:00:00.000Z',
  revoked_at: null,
  last_seen_at: null,
  online: false,
  last_delivery: null,
  ...patch,
});

const garage: GateSettings = {
  location_id: 1,
  location_name: 'Border Crossing Garage',
  anti_passback: 'off',
  facility_code: null,
};

const KEY = 'gd_3_s3cr3tK3yS3cr3tK3yS3cr3tK3yS3cr3tK3yS3cr';
const SECRET = 'whsec_signingSecretSigningSecretSigning';
const NEW_KEY = 'gd_1_r0tat3dR0tat3dR0tat3dR0tat3dR0tat3dR0ta';

let devices: GateDevice[];
let routes: Record<string, FakeRoute>;
let calls: FakeCall[];

beforeEach(() => {
  devices = [
    device(1, {
      name: 'North entry',
      webhook_url: 'https://gate.example/hook',
      online: true,
      last_seen_at: '2026-11-28T16:04:00.000Z',
      last_delivery: delivery(7, {
        ok: false,
        status_code: 500,
        next_attempt_at: '2026-11-28T16:06:00.000Z',
      }),
    }),
    device(2, { name: 'Old camera', kind: 'both', revoked_at: '2026-11-20T18:00:00.000Z' }),
  ];
  routes = {
    'GET /api/gate-devices': () => ({ status: 200, body: devices }),
    'GET /api/gate-settings': { status: 200, body: [garage] },
    'POST /api/gate-devices': ({ body }) => {
      const input = body as { name: string; kind: GateDevice['kind']; webhook_url?: string };
      const made = device(3, { name: input.name, kind: input.kind, webhook_url: input.webhook_url || null });
      devices = [...devices, made];
      return { status: 201, body: { device: made, api_key: KEY, webhook_secret: SECRET } };
    },
    'POST /api/gate-devices/1/rotate': () => ({
      status: 200,
      body: { device: devices[0], api_key: NEW_KEY, webhook_secret: `${SECRET}2` },
    }),
    'POST /api/gate-devices/1/revoke': () => {
      devices = devices.map((one) =>
        one.id === 1 ? { ...one, revoked_at: '2026-11-28T17:00:00.000Z' } : one,
      );
      return { status: 200, body: devices[0] };
    },
    'PATCH /api/gate-devices/1': ({ body }) => {
      devices = devices.map((one) => (one.id === 1 ? { ...one, ...(body as Partial<GateDevice>) } : one));
      return { status: 200, body: devices[0] };
    },
    'GET /api/gate-devices/1/deliveries': {
      status: 200,
      body: [
        delivery(8, {
          attempt: 2,
          status_code: null,
          ok: false,
          error: 'TimeoutError: timed out',
          next_attempt_at: '2026-11-28T16:10:00.000Z',
        }),
        delivery(7),
      ],
    },
    'PUT /api/gate-settings/1': ({ body }) => ({ status: 200, body: { ...garage, ...(body as object) } }),
  };
  calls = stubApi(routes);
  signInAs('admin');
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => setLanguage('en'));
});

function renderPage() {
  return renderWithQuery(
    <MemoryRouter initialEntries={['/admin/gate/devices']}>
      <GateDevicesPage />
      <ToastHost />
    </MemoryRouter>,
  );
}

const table = () => screen.getByRole('table', { name: 'Gate devices' });
const row = (name: string) => within(table()).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const sent = (method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

describe('GateDevicesPage', () => {
  it('lists each device with its location, direction, key prefix, connection and last webhook', async () => {
    renderPage();
    await within(table()).findByRole('rowheader', { name: 'North entry' });
    const north = row('North entry');
    await within(north).findByText('Border Crossing Garage');
    expect(within(north).getByText('Entry only')).toBeInTheDocument();
    expect(within(north).getByText('gd_1_AbCd…')).toBeInTheDocument();
    expect(within(north).getByText('Online')).toBeInTheDocument();
    expect(within(north).getByText('Last call 11-28-2026 8:04 AM')).toBeInTheDocument();
    expect(within(north).getByText('Failed 11-28-2026 8:05 AM')).toBeInTheDocument();
    expect(within(north).getByText('HTTP status 500')).toBeInTheDocument();
    expect(within(north).getByText('Next try 11-28-2026 8:06 AM')).toBeInTheDocument();

    const old = row('Old camera');
    expect(within(old).getByText('Entry and exit')).toBeInTheDocument();
    expect(within(old).getByText('Revoked')).toBeInTheDocument();
    expect(within(old).getByText('Revoked 11-20-2026 10:00 AM')).toBeInTheDocument();
    expect(within(old).getByText('No webhook: the device polls')).toBeInTheDocument();
    // A revoked device can only show its history.
    expect(within(old).queryByRole('button', { name: /Edit|Rotate|Revoke/ })).toBeNull();
    expect(within(old).getByRole('button', { name: 'Webhook deliveries of Old camera' })).toBeInTheDocument();
  });

  it('registers a device and shows its key and webhook secret once: gone after closing', async () => {
    const user = userEvent.setup();
    renderPage();
    await within(table()).findByRole('rowheader', { name: 'North entry' });
    await user.click(screen.getByRole('button', { name: 'Register device' }));
    const form = screen.getByRole('dialog', { name: 'Register a gate device' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'South exit');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Direction/ }), 'exit');
    await user.type(
      within(form).getByRole('textbox', { name: /^Webhook address/ }),
      'https://south.example/hook',
    );
    await user.click(within(form).getByRole('button', { name: 'Register' }));

    const shown = await screen.findByRole('dialog', { name: 'South exit is registered' });
    expect(sent('POST', '/api/gate-devices')[0]?.body).toEqual({
      name: 'South exit',
      location_id: 1,
      kind: 'exit',
      webhook_url: 'https://south.example/hook',
    });
    expect(within(shown).getByText(KEY)).toBeInTheDocument();
    expect(within(shown).getByText(SECRET)).toBeInTheDocument();
    expect(within(shown).getByText(/shown only this once and cannot be shown again/)).toBeInTheDocument();

    await user.click(within(shown).getByRole('button', { name: 'Copy the API key' }));
    expect(await navigator.clipboard.readText()).toBe(KEY);
    expect(within(shown).getByRole('status')).toHaveTextContent('API key copied.');
    await user.click(within(shown).getByRole('button', { name: 'Copy the webhook signing secret' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    await user.click(within(shown).getByRole('button', { name: 'I have copied them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(table()).findByRole('rowheader', { name: 'South exit' })).toBeInTheDocument();
    // The list names the key by its prefix only; the key and the secret are nowhere on the page any more.
    expect(within(row('South exit')).getByText('gd_3_AbCd…')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(KEY);
    expect(document.body).not.toHaveTextContent(SECRET);
  });

  it('says when the browser refuses to copy, leaving the key on screen', async () => {
    const user = userEvent.setup();
    renderPage();
    await within(table()).findByRole('rowheader', { name: 'North entry' });
    await user.click(screen.getByRole('button', { name: 'Register device' }));
    const form = screen.getByRole('dialog', { name: 'Register a gate device' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Gate');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    const shown = await screen.findByRole('dialog', { name: 'Gate is registered' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    await user.click(within(shown).getByRole('button', { name: 'Copy the API key' }));
    expect(
      await within(shown).findByText('Could not copy: select the text and copy it by hand.'),
    ).toBeInTheDocument();
    expect(within(shown).getByText(KEY)).toBeInTheDocument();
  });

  it("checks the form with the contract's rules before sending, each field saying what it wants", async () => {
    const user = userEvent.setup();
    renderPage();
    await within(table()).findByRole('rowheader', { name: 'North entry' });
    await user.click(screen.getByRole('button', { name: 'Register device' }));
    const form = screen.getByRole('dialog', { name: 'Register a gate device' });
    await user.type(within(form).getByRole('textbox', { name: /^Webhook address/ }), 'ftp://nope');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      /Give the device a name of at most 60 characters\./,
    );
    expect(within(form).getByRole('textbox', { name: /^Webhook address/ })).toHaveAccessibleDescription(
      /must start with http:\/\/ or https:\/\//,
    );
    expect(sent('POST', '/api/gate-devices')).toEqual([]);
  });

  it("shows the server's refusal in the dialog, in the staff member's words", async () => {
    routes['POST /api/gate-devices'] = {
      status: 404,
      body: { error: 'Location not found', code: 'location_not_found' },
    };
    const user = userEvent.setup();
    renderPage();
    await within(table()).findByRole('rowheader', { name: 'North entry' });
    await user.click(screen.getByRole('button', { name: 'Register device' }));
    const form = screen.getByRole('dialog', { name: 'Register a gate device' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Gate');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Location not found.');
    expect(screen.queryByRole('dialog', { name: /is registered/ })).toBeNull();
  });

  it('rotates a key only after confirming, and shows the new key once', async () => {
    const user = userEvent.setup();
    renderPage();
    await within(table()).findByRole('rowheader', { name: 'North entry' });
    await user.click(screen.getByRole('button', { name: 'Rotate key of North entry' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Rotate the key of North entry?' });
    expect(confirm).toHaveTextContent('The current key stops working at once');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent('POST', '/api/gate-devices/1/rotate')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Rotate key of North entry' }));
    confirm = screen.getByRole('alertdialog', { name: 'Rotate the key of North entry?' });
    await user.click(within(confirm).getByRole('button', { name: 'Rotate key' }));
    const shown = await screen.findByRole('dialog', { name: 'New key for North entry' });
    expect(within(shown).getByText(NEW_KEY)).toBeInTheDocument();
    expect(sent('POST', '/api/gate-devices/1/rotate')).toHaveLength(1);
    await user.click(within(shown).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body).not.toHaveTextContent(NEW_KEY);
  });

  it('says in Spanish why a revoked device cannot get a new key', async () => {
    routes['POST /api/gate-devices/1/rotate'] = {
      status: 409,
      body: { error: 'That gate device was revoked', code: 'gate_device_revoked' },
    };
    act(() => setLanguage('es'));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('rowheader', { name: 'North entry' });
    await user.click(screen.getByRole('button', { name: 'Cambiar clave de North entry' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: '¿Cambiar la clave de North entry?' })).getByRole(
        'button',
        {
          name: 'Cambiar clave',
        },
      ),
    );
    expect(
      await screen.findByText(
        /^Este dispositivo de acceso está revocado: no se puede modificar ni recibir una clave nueva/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('That gate device was revoked')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('revokes after confirming; the device stays listed as revoked, without actions', async () => {
    const user = userEvent.setup();
    renderPage();
    await within(table()).findByRole('rowheader', { name: 'North entry' });
    await user.click(screen.getByRole('button', { name: 'Revoke North entry' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Revoke North entry?' });
    expect(confirm).toHaveTextContent('This cannot be undone');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('North entry is revoked.')).toBeInTheDocument();
    expect(sent('POST', '/api/gate-devices/1/revoke')).toHaveLength(1);
    await waitFor(() => expect(within(row('North entry')).getByText('Revoked')).toBeInTheDocument());
    expect(within(row('North entry')).queryByRole('button', { name: /Rotate|Revoke/ })).toBeNull();
  });

  it('edits the name, direction and webhook address (an empty address stops the pushes)', async () => {
    const user = userEvent.setup();
    renderPage();
    await within(table()).findByRole('rowheader', { name: 'North entry' });
    await user.click(screen.getByRole('button', { name: 'Edit North entry' }));
    const form = screen.getByRole('dialog', { name: 'Edit North entry' });
    // The location is not offered: a key belongs to its one location.
    expect(within(form).queryByRole('combobox', { name: /^Location/ })).toBeNull();
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'North gate');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Direction/ }), 'both');
    await user.clear(within(form).getByRole('textbox', { name: /^Webhook address/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('North gate saved.')).toBeInTheDocument();
    expect(sent('PATCH', '/api/gate-devices/1')[0]?.body).toEqual({
      name: 'North gate',
      kind: 'both',
      webhook_url: '',
    });
    expect(await within(table()).findByRole('rowheader', { name: 'North gate' })).toBeInTheDocument();
  });

  it("shows a device's recent webhook deliveries", async () => {
    const user = userEvent.setup();
    renderPage();
    await within(table()).findByRole('rowheader', { name: 'North entry' });
    await user.click(screen.getByRole('button', { name: 'Webhook deliveries of North entry' }));
    const dialog = screen.getByRole('dialog', { name: 'Webhook deliveries of North entry' });
    const deliveries = await within(dialog).findByRole('table', { name: 'Webhook deliveries' });
    const rows = within(deliveries).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Failed');
    expect(rows[0]).toHaveTextContent('no answer · TimeoutError: timed out');
    expect(rows[0]).toHaveTextContent('11-28-2026 8:10 AM');
    expect(rows[1]).toHaveTextContent('Delivered');
    expect(rows[1]).toHaveTextContent('HTTP status 200');
    expect(rows[1]).toHaveTextContent('10 to 12');
  });

  it("saves a location's anti-passback mode and facility code, checking the code first", async () => {
    const user = userEvent.setup();
    renderPage();
    const rules = await screen.findByRole('form', { name: 'Border Crossing Garage' });
    const save = within(rules).getByRole('button', { name: 'Save rules' });
    expect(save).toBeDisabled();
    await user.selectOptions(within(rules).getByRole('combobox', { name: 'Anti-passback' }), 'enforce');
    const code = within(rules).getByRole('textbox', { name: /^Facility code/ });
    await user.type(code, '70000');
    await user.click(save);
    expect(code).toHaveAccessibleDescription(
      /The facility code is a whole number from 0 to 65535, or empty\./,
    );
    expect(sent('PUT', '/api/gate-settings/1')).toEqual([]);

    await user.clear(code);
    await user.type(code, '123');
    await user.click(save);
    expect(await screen.findByText('Gate rules of Border Crossing Garage saved.')).toBeInTheDocument();
    expect(sent('PUT', '/api/gate-settings/1')[0]?.body).toEqual({
      anti_passback: 'enforce',
      facility_code: 123,
    });
    expect(save).toBeDisabled();
  });
});
