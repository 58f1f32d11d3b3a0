// Each build says which build it is: the build id (APP_VERSION, also in the footers) and the build date
// go into mf-manifest.json's metaData.buildInfo, which /status and `pnpm release` read from the served
// manifest, and a remote's route-prefixes.json is published beside its manifest for `pnpm release`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from '@rspack/core';

/** One id and date per build process, so the app and every file of it say the same. */
export const buildStamp = (name: string) => ({
  version: process.env.APP_VERSION ?? `${name}-dev`,
  // SOURCE_DATE_EPOCH (seconds), the reproducible-builds convention, pins the date when set.
  date: new Date(
    process.env.SOURCE_DATE_EPOCH ? Number(process.env.SOURCE_DATE_EPOCH) * 1000 : buildStartedAt,
  ).toISOString(),
});

const buildStartedAt = Date.now();

const manifestFile = 'mf-manifest.json';

export function buildInfoPlugin(options: { name: string; dir: string }) {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('BuildInfo', (compilation) => {
        compilation.hooks.processAssets.tap(
          // After Module Federation has written its manifest (at the optimize-transfer stage).
          { name: 'BuildInfo', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          () => {
            const asset = compilation.getAsset(manifestFile);
            if (asset) {
              const manifest = JSON.parse(asset.source.source().toString()) as {
                metaData?: { buildInfo?: Record<string, string> };
              };
              const stamp = buildStamp(options.name);
              manifest.metaData = {
                ...manifest.metaData,
                buildInfo: {
                  ...manifest.metaData?.buildInfo,
                  buildVersion: stamp.version,
                  buildDate: stamp.date,
                },
              };
              compilation.updateAsset(
                manifestFile,
                new compiler.webpack.sources.RawSource(JSON.stringify(manifest, null, 2)),
              );
            }
            const routes = path.join(options.dir, 'route-prefixes.json');
            if (existsSync(routes))
              compilation.emitAsset(
                'route-prefixes.json',
                new compiler.webpack.sources.RawSource(readFileSync(routes, 'utf8')),
              );
          },
        );
      });
    },
  };
}
