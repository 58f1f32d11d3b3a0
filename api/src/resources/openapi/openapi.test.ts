import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
afterEach(() => t?.cleanup());

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; required: boolean }[];
        requestBody?: {
          content: { 'application/json': { schema: { properties?: Record<string, unknown> } } };
        };
        security?: unknown[];
        responses: Record<string, unknown>;
        'x-capability'?: string;
        description: string;
      }
    >
  >;
  components: { schemas: { ApiError: { properties: { code: { enum: string[] } } } } };
};

async function document(): Promise<Doc> {
  t = await createTestApp();
  const res = await t.app.request('/api/openapi.json');
  expect(res.status).toBe(200);
  return (await res.json()) as Doc;
}

describe('GET /api/openapi.json', () => {
  it('describes every route of the app', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    const described = new Set(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const routes = t.app.routes
      .filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`);
    expect(routes.filter((route) => !described.has(route))).toEqual([]);
  });

  it('takes inputs from the zod contract, staff rules from the capability table, and lists the error codes', async () => {
    const doc = await document();
    const bulk = doc.paths['/api/cards/bulk']?.post;
    expect(bulk?.requestBody?.content['application/json'].schema.properties).toHaveProperty('location_id');
    expect(bulk?.security).toEqual([{ staffToken: [] }]);
    expect(bulk?.['x-capability']).toBe('admin_panel');
    expect(bulk?.description).toContain('admin');
    expect(Object.keys(bulk?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '403']));

    const lookup = doc.paths['/api/payments-public/lookup']?.get;
    expect(lookup?.security).toBeUndefined();
    expect(lookup?.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['email', 'plate']));
    expect(Object.keys(lookup?.responses ?? {})).toContain('429');
    expect(doc.components.schemas.ApiError.properties.code.enum).toContain('forbidden');

    const leads = doc.paths['/api/leads']?.post;
    expect(leads?.requestBody?.content['application/json'].schema.properties).toHaveProperty('captchaPass');
    expect(Object.keys(leads?.responses ?? {})).toEqual(expect.arrayContaining(['403', '429']));
    const intent = doc.paths['/api/billing/create-intent']?.post;
    expect(intent?.requestBody?.content['application/json'].schema.properties).toHaveProperty(
      'checkoutToken',
    );
    expect(JSON.stringify(intent?.responses['409'])).toContain('checkout_in_progress');
  });

  it('serves a reference page that works offline', async () => {
    t = await createTestApp();
    const res = await t.app.request('/api/docs');
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('POST /api/cards/bulk');
    expect(html).not.toMatch(/<script|https?:\/\/(?!localhost)/);
  });
});
