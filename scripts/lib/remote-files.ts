// Files a remote publishes beside its mf-manifest.json that the shell's page uses: the boot files and
// page files to preload, and the first views to show until the remote runs.
import { isLanguage } from '../../design-system/src/i18n/language-codes';
import { PAGE_FILES_NAME, type PageFiles } from '../../tooling/page-files';

interface ManifestShape {
  exposes?: { name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/**
 * A file published beside a remote's mf-manifest.json, read and kept 10 s per URL, so a redeploy shows
 * within seconds and a remote that is down costs one short attempt, not one per page.
 */
function remoteFileReader<T>(
  locate: (manifestUrl: string) => string,
  parse: (body: unknown) => T,
  fallback: T,
) {
  const cache = new Map<string, { at: number; value: Promise<T> }>();
  return (manifestUrl: string): Promise<T> => {
    const hit = cache.get(manifestUrl);
    if (hit && Date.now() - hit.at < 10_000) return hit.value;
    const value = Promise.resolve()
      .then(() => fetch(locate(manifestUrl), { signal: AbortSignal.timeout(500) }))
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then((body) => (body === null ? fallback : parse(body)))
      .catch(() => fallback);
    cache.set(manifestUrl, { at: Date.now(), value });
    return value;
  };
}

/** A built file's name as the page may preload it: no scheme, no query, a script or a stylesheet. */
const isBuiltFile = (file: unknown): file is string =>
  typeof file === 'string' && /^[\w./-]+\.(js|css)$/.test(file);

/** The files a remote's exposed App loads first, from its mf-manifest.json. */
export function remoteBootFilesReader() {
  return remoteFileReader(
    (manifestUrl) => manifestUrl,
    (body) => {
      const app = (body as ManifestShape).exposes?.find((expose) => expose.name === 'App');
      return [...(app?.assets?.css?.sync ?? []), ...(app?.assets?.js?.sync ?? [])].filter(isBuiltFile);
    },
    [] as string[],
  );
}

/** A remote's first views (first-views.json: path -> HTML), published beside its manifest; optional. */
export function remoteFirstViewsReader() {
  return remoteFileReader(
    (manifestUrl) => new URL('first-views.json', manifestUrl).href,
    (body) =>
      typeof body === 'object' && body !== null
        ? Object.fromEntries(
            Object.entries(body).filter(
              (entry): entry is [string, string] => entry[0].startsWith('/') && typeof entry[1] === 'string',
            ),
          )
        : {},
    {} as Record<string, string>,
  );
}

const noPageFiles: PageFiles = { catalogs: {}, pages: {} };

function filesByKey(value: unknown, isKey: (key: string) => boolean): Record<string, string[]> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, files]) =>
      isKey(key) && Array.isArray(files) ? [[key, files.filter(isBuiltFile)]] : [],
    ),
  );
}

/** An app's page-files.json (tooling/page-files.ts), keeping only what the page may preload. */
export function parsePageFiles(body: unknown): PageFiles {
  if (typeof body !== 'object' || body === null) return noPageFiles;
  const { catalogs, pages } = body as Partial<Record<keyof PageFiles, unknown>>;
  return {
    catalogs: filesByKey(catalogs, isLanguage),
    pages: filesByKey(pages, (pagePath) => pagePath.startsWith('/')),
  };
}

/** A remote's text and page chunks (page-files.json), published beside its manifest; optional. */
export function remotePageFilesReader() {
  return remoteFileReader(
    (manifestUrl) => new URL(PAGE_FILES_NAME, manifestUrl).href,
    parsePageFiles,
    noPageFiles,
  );
}
