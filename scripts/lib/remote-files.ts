// Files a remote publishes beside its mf-manifest.json that the shell's page uses: the boot files to
// preload and the first views to show until the remote runs.

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

/** The files a remote's exposed App loads first, from its mf-manifest.json. */
export function remoteBootFilesReader() {
  return remoteFileReader(
    (manifestUrl) => manifestUrl,
    (body) => {
      const app = (body as ManifestShape).exposes?.find((expose) => expose.name === 'App');
      return [...(app?.assets?.css?.sync ?? []), ...(app?.assets?.js?.sync ?? [])].filter(
        (file) => typeof file === 'string' && /^[\w./-]+\.(js|css)$/.test(file),
      );
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
