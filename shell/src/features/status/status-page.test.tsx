import { screen, within } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../test/query-client';
import { StatusPage } from './status-page';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  setLanguage('en');
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('StatusPage', () => {
  it('shows uptime in minutes, latency in ms and each service when all is well', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ ok: true, uptime: 754, latency: 2.4, services: { db: 'up' } }),
    );
    renderWithQuery(<StatusPage />);
    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
    expect(screen.getByText('12 min')).toBeInTheDocument();
    expect(screen.getByText('2 ms')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Database/ });
    expect(within(row).getByText('Up')).toBeInTheDocument();
  });

  it('says beside Mail that it is the offline outbox, in the visitor language', async () => {
    const report = {
      ok: true,
      uptime: 60,
      latency: 1,
      services: { db: 'up', mail: 'up' },
      notes: { mail: 'offline_outbox' },
    };
    fetchMock.mockImplementation(async () => Response.json(report));
    const { unmount } = renderWithQuery(<StatusPage />);
    const row = await screen.findByRole('row', { name: /Mail/ });
    expect(within(row).getByText('Up')).toBeInTheDocument();
    expect(row).toHaveTextContent('Offline outbox: e-mails are saved as files, not sent');
    expect(screen.getByRole('row', { name: /Database/ })).not.toHaveTextContent('outbox');
    unmount();
    setLanguage('es');
    renderWithQuery(<StatusPage />);
    expect(await screen.findByRole('row', { name: /Correo/ })).toHaveTextContent(
      'Bandeja local: los correos se guardan como archivos, no se envían',
    );
  });

  it('says services are down on a 503, asking only once', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        {
          ok: false,
          uptime: 60,
          latency: 0,
          services: { db: 'down' },
          error: 'One or more services are down',
        },
        { status: 503 },
      ),
    );
    renderWithQuery(<StatusPage />);
    expect(await screen.findByText('One or more services are down')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Database/ })).getByText('Down')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows not ok with the client down when the API cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithQuery(<StatusPage />);
    expect(await screen.findByText('One or more services are down')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Client/ })).getByText('Down')).toBeInTheDocument();
  });

  it('checks again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockImplementation(async () =>
      Response.json({ ok: true, uptime: 60, latency: 1, services: { db: 'up' } }),
    );
    renderWithQuery(<StatusPage />);
    await screen.findByText('All systems operational');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('StatusPage front ends', () => {
  const health = { ok: true, uptime: 60, latency: 1, services: { db: 'up' } };
  const manifest = (buildVersion: string) => ({
    name: 'x',
    metaData: { buildInfo: { buildVersion, buildName: 'x', buildDate: '2026-11-20T15:04:00.000Z' } },
  });

  it("shows each front end's build id, build date, manifest URL and whether it loaded", async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/health')) return Response.json(health);
      if (url === '/mf-manifest.json') return Response.json(manifest('shell-7'));
      if (url === 'http://signup.example/mf-manifest.json')
        return Response.json(manifest('signup-2026.11.20'));
      return new Response('gone', { status: 404 });
    });
    renderWithQuery(
      <StatusPage
        remotes={{
          signup: 'http://signup.example/mf-manifest.json',
          admin: 'http://admin.example/mf-manifest.json',
        }}
      />,
    );
    const signup = await screen.findByRole('row', { name: /Sign-up/ });
    expect(signup).toHaveTextContent('signup-2026.11.20');
    expect(signup).toHaveTextContent(/Built .*20.*2026/);
    expect(signup).toHaveTextContent('http://signup.example/mf-manifest.json');
    expect(within(signup).getByText('Loaded')).toBeInTheDocument();
    const shell = screen.getByRole('row', { name: /Shell/ });
    expect(shell).toHaveTextContent('shell-7');
    const admin = screen.getByRole('row', { name: /Staff admin/ });
    expect(within(admin).getByText('Not loaded')).toBeInTheDocument();
    expect(admin).toHaveTextContent('Unknown');
  });

  it('says it in Spanish', async () => {
    setLanguage('es');
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/health') ? Response.json(health) : Response.json(manifest('v9')),
    );
    renderWithQuery(<StatusPage remotes={{ portal: 'http://portal.example/mf-manifest.json' }} />);
    const portal = await screen.findByRole('row', { name: /Portal del cliente/ });
    expect(within(portal).getByText('Cargado')).toBeInTheDocument();
    expect(portal).toHaveTextContent(/Compilado el .*2026/);
    expect(screen.getByRole('table', { name: 'Módulos de la aplicación' })).toBeInTheDocument();
  });
});
