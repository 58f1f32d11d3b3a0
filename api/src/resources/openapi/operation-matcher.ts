// Finds the operation of a description that a request hits, as a validating proxy does: by method
// and by path template, concrete segments before `{parameters}` (`/clients/search` before `/clients/{id}`).

type Paths = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

export type MatchedOperation = { template: string; method: string; operation: Record<string, unknown> };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function createOperationMatcher(paths: Paths) {
  const templates = Object.keys(paths)
    .map((template) => {
      const segments = template.split('/');
      const pattern = segments
        .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : escapeRegExp(segment)))
        .join('/');
      return {
        template,
        regex: new RegExp(`^${pattern}$`),
        // Sort key: the position of each parameter segment, so concrete segments win from the left.
        rank: segments.map((segment) => (segment.startsWith('{') ? '1' : '0')).join(''),
      };
    })
    .sort((a, b) => a.rank.localeCompare(b.rank));

  return (method: string, pathname: string): MatchedOperation | null => {
    // HEAD is answered by the GET route, as Hono does.
    const key = (method === 'HEAD' ? 'GET' : method).toLowerCase();
    for (const { template, regex } of templates) {
      if (!regex.test(pathname)) continue;
      const operation = paths[template]?.[key];
      if (operation)
        return { template, method: key.toUpperCase(), operation: operation as Record<string, unknown> };
    }
    return null;
  };
}
