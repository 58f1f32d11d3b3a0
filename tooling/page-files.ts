// page-files.json, which every app's build publishes beside its output: the files of its text chunks
// per language and of its pages' chunks per path. The shell's server reads it (scripts/lib/shell-page.ts)
// to have a page's HTML preload them, one or two round trips before the app's own code would ask.
import type { Compiler } from '@rspack/core';
import { LANGUAGE_CODES } from '../design-system/src/i18n/language-codes';

export const PAGE_FILES_NAME = 'page-files.json';

export interface PageFiles {
  /** Language -> the files of the chunk named `catalog-<language>` (catalog.ts names them). */
  catalogs: Record<string, string[]>;
  /** A path without parameters -> the files of the page's chunk, for the pages the app names. */
  pages: Record<string, string[]>;
}

/**
 * Emits page-files.json. `pages` maps a path to the chunk name its lazy import carries
 * (webpackChunkName); a name that no chunk has fails the build, so a renamed page cannot silently
 * lose its preload.
 */
export function pageFilesPlugin(pages: Record<string, string> = {}) {
  return {
    apply(compiler: Compiler) {
      const { Compilation, WebpackError, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap('PageFiles', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'PageFiles', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            const filesOf = (chunkName: string): string[] => {
              const group = compilation.namedChunkGroups.get(chunkName);
              if (!group) {
                compilation.errors.push(new WebpackError(`page-files: no chunk is named ${chunkName}`));
                return [];
              }
              const files = group.chunks.flatMap((chunk) => [...chunk.files]);
              return [...new Set(files)].filter((file) => /\.(js|css)$/.test(file)).sort();
            };
            const pageFiles: PageFiles = {
              catalogs: Object.fromEntries(
                LANGUAGE_CODES.map((language) => [language, filesOf(`catalog-${language}`)]),
              ),
              pages: Object.fromEntries(
                Object.entries(pages).map(([pagePath, chunkName]) => [pagePath, filesOf(chunkName)]),
              ),
            };
            compilation.emitAsset(PAGE_FILES_NAME, new sources.RawSource(`${JSON.stringify(pageFiles)}\n`));
          },
        );
      });
    },
  };
}
