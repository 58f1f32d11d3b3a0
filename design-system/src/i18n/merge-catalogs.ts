type Tree = { readonly [key: string]: unknown };

const isTree = (value: unknown): value is Tree => value !== null && typeof value === 'object';

/**
 * One tree from several features' trees: features fill different branches of one area
 * ({ landing: { waitlist } } + { landing: { pricing } }). A leaf given twice keeps the later one.
 */
export function mergeCatalogs(...trees: readonly object[]): object {
  const out: Record<string, unknown> = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = out[key];
      out[key] = isTree(existing) && isTree(value) ? mergeCatalogs(existing, value) : value;
    }
  }
  return out;
}

/** Every leaf of a tree by dotted key ('common.close' -> 'Close'), for completeness checks in tests. */
export function flattenCatalog(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') out.set(path, value);
    else if (isTree(value)) for (const [k, v] of flattenCatalog(value, `${path}.`)) out.set(k, v);
  }
  return out;
}
