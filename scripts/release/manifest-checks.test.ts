import { describe, expect, it } from 'vitest';
import {
  checkExposes,
  checkName,
  checkRoutes,
  checkShared,
  type FederationManifest,
  summarizeNames,
} from './manifest-checks';

const shell: FederationManifest = {
  name: 'shell',
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0', singleton: true },
    { name: 'react-router-dom', version: '7.9.0', requiredVersion: '^7.0.0', singleton: true },
    { name: 'design-system/components/button', version: '0', requiredVersion: false, singleton: true },
    { name: 'lodash', version: '4.17.21', requiredVersion: '^4.0.0', singleton: false },
  ],
};

const remote = (shared: FederationManifest['shared'], extra: Partial<FederationManifest> = {}) =>
  ({ name: 'signup', shared, exposes: [{ name: 'App' }], ...extra }) as FederationManifest;

describe('the remote it claims to be', () => {
  it('accepts a manifest of the same federation name and refuses another', () => {
    expect(checkName('signup', remote([]))).toEqual([]);
    expect(checkName('portal', remote([]))).toEqual([
      'name: the manifest is for remote "signup", not "portal"',
    ]);
  });
});

describe('exposes', () => {
  it('accepts a remote exposing what the shell loads, with or without ./', () => {
    expect(checkExposes(remote([]), ['App'])).toEqual([]);
    expect(checkExposes(remote([], { exposes: [{ name: './App' }] }), ['App'])).toEqual([]);
  });

  it('refuses one that does not, naming the module', () => {
    expect(checkExposes(remote([], { exposes: [{ name: 'Widget' }] }), ['App'])).toEqual([
      'exposes: the shell loads ./App, which the remote does not expose',
    ]);
  });
});

describe('shared modules', () => {
  it('accepts requirements the shell meets, both ways for singletons', () => {
    const result = checkShared(
      remote([
        { name: 'react', version: '19.1.0', requiredVersion: '^19.0.0', singleton: true },
        { name: 'react-router-dom', version: '7.2.0', requiredVersion: '^7.1.0', singleton: true },
      ]),
      shell,
    );
    expect(result).toEqual({ failures: [], notes: [] });
  });

  it('refuses a remote requiring a major the shell does not provide', () => {
    const result = checkShared(
      remote([{ name: 'react-router-dom', version: '99.0.0', requiredVersion: '^99.0.0', singleton: true }]),
      shell,
    );
    expect(result.failures).toEqual([
      'shared: react-router-dom — the remote requires ^99.0.0, the shell provides 7.9.0',
      'shared: react-router-dom is a singleton — the shell requires ^7.0.0, the remote provides 99.0.0',
    ]);
  });

  it('refuses a singleton the remote provides outside the shell’s range, even when its own range is loose', () => {
    const result = checkShared(
      remote([{ name: 'react', version: '18.3.1', requiredVersion: '>=18', singleton: true }]),
      shell,
    );
    expect(result.failures).toEqual([
      'shared: react is a singleton — the shell requires ^19.0.0, the remote provides 18.3.1',
    ]);
  });

  it('checks a non-singleton only against the shell’s version', () => {
    const ok = checkShared(remote([{ name: 'lodash', version: '3.0.0', requiredVersion: '^4.0.0' }]), shell);
    expect(ok.failures).toEqual([]);
    const refused = checkShared(
      remote([{ name: 'lodash', version: '5.0.0', requiredVersion: '^5.0.0' }]),
      shell,
    );
    expect(refused.failures).toEqual([
      'shared: lodash — the remote requires ^5.0.0, the shell provides 4.17.21',
    ]);
  });

  it('refuses a range it cannot read', () => {
    const result = checkShared(
      remote([{ name: 'react', version: '19.0.0', requiredVersion: 'banana' }]),
      shell,
    );
    expect(result.failures).toEqual([
      'shared: react — the remote requires banana, the shell provides 19.3.1',
    ]);
  });

  it('says which modules make no version claim instead of passing them silently', () => {
    const result = checkShared(
      remote([
        { name: 'design-system/components/button', version: '0', requiredVersion: false, singleton: true },
        { name: 'react-router-dom', version: '0', requiredVersion: null, singleton: true },
      ]),
      {
        name: 'shell',
        shared: [...(shell.shared ?? []), { name: 'react-router-dom', version: '0' }].slice(1),
      },
    );
    expect(result.failures).toEqual([]);
    expect(result.notes).toEqual([
      'shared: not checked, no version claim (requiredVersion false or version "0"): design-system/components/button, react-router-dom',
    ]);
  });

  it('leaves alone a module the shell does not provide: the remote brings its own', () => {
    expect(
      checkShared(remote([{ name: 'zod', version: '4.0.0', requiredVersion: '^4.0.0' }]), shell),
    ).toEqual({
      failures: [],
      notes: [],
    });
  });

  it('groups module names by package in notes', () => {
    expect(
      summarizeNames(['design-system/a', 'design-system/b', 'react-router-dom', '@tanstack/react-query']),
    ).toBe('design-system/* (2), react-router-dom, @tanstack/react-query');
  });
});

describe('route prefixes', () => {
  const notPlain =
    'is not a plain path prefix: / or /segment/…, each segment letters, digits, - . _ ~, not . or ..';
  const others = { portal: ['/payments', '/renew'], admin: ['/admin'] };
  const screens = ['/login', '/status', '/health'];

  it('accepts prefixes nobody else owns', () => {
    expect(checkRoutes('signup', ['/', '/checkout', '/waitlist'], others, screens)).toEqual([]);
  });

  it('accepts the remote keeping its own prefixes', () => {
    expect(checkRoutes('admin', ['/admin'], others, screens)).toEqual([]);
  });

  it('refuses a prefix another remote owns, or a part of its area', () => {
    expect(checkRoutes('signup', ['/payments', '/admin/reports'], others, screens)).toEqual([
      'routes: /payments collides with /payments, owned by portal',
      'routes: /admin/reports collides with /admin, owned by admin',
    ]);
  });

  it("refuses the shell's own screens and anything not a path", () => {
    expect(checkRoutes('signup', ['/status', 'checkout'], others, screens)).toEqual([
      "routes: /status would cover /status, a screen of the shell's own",
      `routes: "checkout" ${notPlain}`,
    ]);
  });

  it('accepts plain segments of letters, digits and - . _ ~', () => {
    expect(
      checkRoutes('signup', ['/', '/sign-up', '/v2/checkout_now', '/~team', '/a.b'], others, screens),
    ).toEqual([]);
  });
});
