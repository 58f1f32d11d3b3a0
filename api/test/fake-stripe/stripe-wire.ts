import { randomBytes } from 'node:crypto';

// What every part of the fake Stripe shares about the wire: ids, times, the form encoding of request
// bodies, and keeping the fake's own bookkeeping out of responses.

export type StripeObject = Record<string, unknown> & { id: string };

export const now = () => Math.floor(Date.now() / 1000);

export const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

export const clientSecretFor = (id: string) => `${id}_secret_${randomBytes(8).toString('hex')}`;

/** `a[b][0][c]=v` form encoding (Stripe's, from the `qs` library) back into nested objects and arrays. */
export function parseStripeForm(encoded: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const keys = rawKey.split(/\[|\]\[|\]/).filter((part, index) => part !== '' || index === 0);
    let node: Record<string, unknown> | unknown[] = root;
    keys.forEach((key, index) => {
      const last = index === keys.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(keys[index + 1] ?? '');
      const container = node as Record<string, unknown>;
      const slot = Array.isArray(node) && key === '' ? String(node.length) : key;
      if (last) {
        container[slot] = value;
        return;
      }
      container[slot] ??= nextIsIndex ? [] : {};
      node = container[slot] as Record<string, unknown> | unknown[];
    });
  }
  return root;
}

/** Drops the fake's private bookkeeping fields (prefixed `_`) from what leaves the server. */
export function strip<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith('_'))) as T;
}
