import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedVersion, requiredRange, versionedSingleton } from './shared-versions';

const workspaceRoot = path.resolve(import.meta.dirname, '..');

/** A throw-away app folder depending on `dependencies`, with `installed` packages in node_modules above it. */
function app(dependencies: Record<string, string>, installed: Record<string, string> = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'shared-versions-'));
  for (const [name, version] of Object.entries(installed)) {
    mkdirSync(path.join(root, 'node_modules', name), { recursive: true });
    writeFileSync(path.join(root, 'node_modules', name, 'package.json'), JSON.stringify({ name, version }));
  }
  const dir = path.join(root, 'app');
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'app', dependencies }));
  return dir;
}

describe('shared module versions', () => {
  it('reads the installed version from the copy the app resolves, looking up the folders', () => {
    const dir = app({ 'react-router-dom': '^7.1.0' }, { 'react-router-dom': '7.18.5' });
    expect(installedVersion(dir, 'react-router-dom')).toBe('7.18.5');
    expect(() => installedVersion(dir, 'react')).toThrow(/react is not installed/);
  });

  it('requires the range the app declares; a workspace caret or tilde becomes the version it stands for', () => {
    const dir = app(
      {
        react: '^19.2.0',
        'design-system': 'workspace:^',
        'payment-ui': 'workspace:~',
        other: 'workspace:^2.0.0',
      },
      { 'design-system': '1.4.2', 'payment-ui': '0.3.0' },
    );
    expect(requiredRange(dir, 'react')).toBe('^19.2.0');
    expect(requiredRange(dir, 'design-system')).toBe('^1.4.2');
    expect(requiredRange(dir, 'payment-ui')).toBe('~0.3.0');
    expect(requiredRange(dir, 'other')).toBe('^2.0.0');
  });

  it('refuses a dependency the app does not declare, or workspace:* which pins no comparable range', () => {
    const dir = app({ 'design-system': 'workspace:*' }, { 'design-system': '1.0.0' });
    expect(() => requiredRange(dir, 'design-system')).toThrow(/workspace:\^/);
    expect(() => requiredRange(dir, 'react')).toThrow(/must depend on react/);
  });

  it.each(['shell', 'mfe-signup', 'mfe-portal', 'mfe-admin'])(
    '%s provides each singleton at a version its own range accepts',
    (name) => {
      const dir = path.join(workspaceRoot, name);
      for (const pkg of [
        'react',
        'react-dom',
        'react-router-dom',
        '@tanstack/react-query',
        'design-system',
      ]) {
        const share = versionedSingleton(dir, pkg, true);
        expect(share.version, pkg).toMatch(/^\d+\.\d+\.\d+/);
        const [major] = share.version.split('.');
        expect(share.requiredVersion, pkg).toMatch(new RegExp(`^\\^${major}\\.`));
      }
    },
  );
});
