import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { federatedApp, federationRuntimeGlobal } from '../tooling/rspack-base';
import { paymentsFirstView } from './src/app/first-view/payments-first-view';

const options = {
  name: 'portal',
  dir: import.meta.dirname,
  port: Number(process.env.PORTAL_PORT ?? 3002),
  exposes: { './App': './src/app.tsx' },
  // The page with a first view: its chunk (named in app.tsx) is preloaded by the shell's page, so the
  // portal's first render, which waits for it, comes sooner.
  pageChunks: { '/payments': 'page-payments' },
};

/** The stylesheets the sign-in's header and form use, in cascade order, comments and indentation dropped. */
const firstViewCss = [
  '../design-system/src/styles/tokens.css',
  '../design-system/src/styles/base.css',
  '../design-system/src/styles/utilities.css',
  '../design-system/src/components/layout.css',
  '../design-system/src/components/field.css',
  '../design-system/src/components/button.css',
]
  .map((file) => readFileSync(path.join(import.meta.dirname, file), 'utf8'))
  .join('\n')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s*\n\s*/g, '');

/**
 * first-views.json beside mf-manifest.json: path -> HTML the shell's server inlines into the page it
 * serves for that path (read at serve time, so a new portal deploy needs no shell build).
 */
const emitFirstViews = {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('FirstViews', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstViews', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const firstViews = { '/payments': paymentsFirstView(firstViewCss) };
          compilation.emitAsset(
            'first-views.json',
            new compiler.webpack.sources.RawSource(`${JSON.stringify(firstViews)}\n`),
          );
        },
      );
    });
  },
};

const app = federatedApp(options);

// The app, then the MF runtime its standalone page loads first (its remoteEntry.js uses the shell's).
export default [
  { ...app, plugins: [...(app.plugins ?? []), emitFirstViews] },
  federationRuntimeGlobal(options),
];
