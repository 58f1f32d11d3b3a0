import { beforeEach, describe, expect, it, vi } from 'vitest';
import { legacyRoutePrefixes } from './app-config';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn(async (_id: string): Promise<unknown> => ({ default: () => null })),
}));
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: runtime.loadRemote,
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));

// Each test starts with no remote loaded (the loads are kept per page, in the module).
async function freshModules() {
  vi.resetModules();
  const { startOpenedRemote } = await import('./opened-remote');
  const { loadRemoteApp } = await import('./remote-loader');
  return { startOpenedRemote, loadRemoteApp };
}

beforeEach(() => {
  runtime.loadRemote.mockClear();
});

describe('startOpenedRemote', () => {
  it("starts the opened page's remote, and the area's own load reuses it instead of loading it again", async () => {
    const { startOpenedRemote, loadRemoteApp } = await freshModules();
    startOpenedRemote('/payments', legacyRoutePrefixes, false);
    expect(runtime.loadRemote.mock.calls).toEqual([['portal/App']]);
    await loadRemoteApp('portal');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('starts a staff area only for a signed-in visitor, whom the router lets in', async () => {
    const { startOpenedRemote } = await freshModules();
    startOpenedRemote('/admin/customers', legacyRoutePrefixes, false);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    startOpenedRemote('/admin/customers', legacyRoutePrefixes, true);
    expect(runtime.loadRemote.mock.calls).toEqual([['admin/App']]);
  });

  it("loads nothing for the shell's own screens or an unknown address", async () => {
    const { startOpenedRemote } = await freshModules();
    startOpenedRemote('/login', legacyRoutePrefixes, true);
    startOpenedRemote('/no-such-page', legacyRoutePrefixes, true);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('forgets a failed early load, so the area tries again and can show the remote', async () => {
    const { startOpenedRemote, loadRemoteApp } = await freshModules();
    runtime.loadRemote.mockRejectedValueOnce(new Error('offline'));
    startOpenedRemote('/', legacyRoutePrefixes, false);
    await vi.waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    const loaded = await loadRemoteApp('signup');
    expect(typeof loaded.default).toBe('function');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });
});
