import type { TestApp } from './test-app';

/** A GET through the raw request, as a test reads a list or a refusal: the status and the JSON body. */
export async function getJson<T>(
  t: TestApp,
  path: string,
  token?: string,
): Promise<{ status: number; body: T & { code?: string } }> {
  const res = await t.call('GET', path, { token });
  return { status: res.status, body: (await res.json()) as T & { code?: string } };
}
