// A remote's first views: path -> HTML the shell's server inlines into the page it serves for that path
// (read at serve time from first-views.json beside the remote's manifest, so a new remote deploy needs
// no shell build). Each remote writes its views' markup; this is the build step they share.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from '@rspack/core';

/** The stylesheets a first view uses, read from `dir`, in cascade order, comments and indentation dropped. */
export function firstViewCss(dir: string, files: readonly string[]): string {
  return files
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, '');
}

/** Emits first-views.json beside mf-manifest.json. */
export function firstViewsPlugin(firstViews: () => Record<string, string>) {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('FirstViews', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'FirstViews', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            compilation.emitAsset(
              'first-views.json',
              new compiler.webpack.sources.RawSource(`${JSON.stringify(firstViews())}\n`),
            );
          },
        );
      });
    },
  };
}
