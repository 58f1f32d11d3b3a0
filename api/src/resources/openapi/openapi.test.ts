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
        responses: Record<string, Response>;
        'x-capability'?: string;
        description: string;
      }
    >
  >;
  components: {
    schemas: { ApiError: { properties: { code: { enum: string[] } } } };
    responses: Record<string, Response>;
  };
};
type Response = {
  $ref?: string;
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema: { allOf?: { properties?: { code?: { enum?: string[] } } }[] } }>;
};

/** The codes one error response lists for its status. */
const codesOf = (response: Response | undefined) =>
  response?.content?.['application/json']?.schema.allOf?.[1]?.properties?.code?.enum ?? [];

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
    expect(bulk?.security).toEqual([{ staffSession: [] }]);
    expect(bulk?.['x-capability']).toBe('admin_panel');
    expect(bulk?.description).toContain('admin');
    expect(Object.keys(bulk?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '403']));

    const lookup = doc.paths['/api/payments-public/lookup']?.get;
    // Only for the session of the pass's e-mail: anyone else is asked to sign in, and still throttled.
    expect(lookup?.security).toEqual([{ portalSession: [] }]);
    expect(lookup?.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['email', 'plate']));
    expect(Object.keys(lookup?.responses ?? {})).toEqual(expect.arrayContaining(['401', '429']));
    expect(codesOf(lookup?.responses['401'])).toEqual(['sign_in_required']);
    // Public, and a signed-in session's cookie gets its own allowance.
    expect(doc.paths['/api/payments-public/session']?.get?.security).toEqual([{}, { portalSession: [] }]);
    expect(doc.components.schemas.ApiError.properties.code.enum).toContain('forbidden');

    const leads = doc.paths['/api/leads']?.post;
    expect(leads?.requestBody?.content['application/json'].schema.properties).toHaveProperty('captchaPass');
    expect(Object.keys(leads?.responses ?? {})).toEqual(expect.arrayContaining(['403', '429']));
    const intent = doc.paths['/api/billing/create-intent']?.post;
    expect(intent?.requestBody?.content['application/json'].schema.properties).toHaveProperty(
      'checkoutToken',
    );
    expect(JSON.stringify(intent?.responses['409'])).toContain('checkout_in_progress');
    // Where a plate was issued: the same words on every input that takes it.
    for (const path of ['/api/vehicles/{id}', '/api/vehicles/{id}/plate']) {
      expect(
        doc.paths[path]?.put?.requestBody?.content['application/json'].schema.properties?.plate_state,
        path,
      ).toMatchObject({
        type: ['string', 'null'],
        description: expect.stringContaining("'US-CA', 'MX-BCN'"),
      });
    }
  });

  it('declares security on every operation: `[]` when public, else the credential it needs or reads', async () => {
    const doc = await document();
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(operations.filter((operation) => !Array.isArray(operation.security))).toEqual([]);
    expect(doc.paths['/api/zip/validate']?.get?.security).toEqual([]);
    expect(doc.paths['/api/billing/webhook']?.post?.security).toEqual([]);
    expect(doc.paths['/api/subscriptions']?.get?.security).toEqual([{ staffSession: [] }]);
    expect(doc.paths['/api/payments-public/lost-card']?.post?.security).toEqual([{ portalSession: [] }]);
    // `scope=all` takes a staff session; the public list takes none.
    expect(doc.paths['/api/plans']?.get?.security).toEqual([{}, { staffSession: [] }]);
  });

  it('lists, per status, the codes each route answers with, in the shared error body', async () => {
    const doc = await document();
    const patch = doc.paths['/api/subscriptions/{id}']?.patch?.responses ?? {};
    expect(codesOf(patch['409'])).toEqual(expect.arrayContaining(['card_assignment_conflict', 'need_setup']));
    expect(codesOf(patch['404'])).toEqual(['card_not_found', 'subscription_not_found']);
    expect(codesOf(patch['401'])).toEqual(['session_expired', 'unauthenticated']);
    expect(codesOf(patch['403'])).toEqual(['cross_site_request', 'forbidden', 'setup_required']);
    expect(codesOf(patch['400'])).toEqual(['invalid_input', 'malformed_request']);
    const renew = doc.paths['/api/payments-public/renew']?.post?.responses ?? {};
    expect(codesOf(renew['409'])).toEqual(
      expect.arrayContaining(['renew_too_early', 'autopay_blocks_renewal', 'invite_pending']),
    );
    expect(codesOf(renew['429'])).toEqual(['too_many_requests']);
    expect(renew['429']?.headers).toHaveProperty('Retry-After');
    expect(codesOf(doc.paths['/api/auth/login']?.post?.responses['429'])).toEqual([
      'too_many_attempts',
      'too_many_requests',
    ]);
    expect(codesOf(doc.paths['/api/payments-public/toggle-autopay']?.post?.responses['402'])).toEqual([
      'need_setup',
    ]);
    const listed = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).flatMap((operation) => Object.values(operation.responses).flatMap(codesOf)),
    );
    expect(listed.length).toBeGreaterThan(100);
    expect(
      listed.filter((code) => !doc.components.schemas.ApiError.properties.code.enum.includes(code)),
    ).toEqual([]);
  });

  it('describes the answers every operation shares once, and refers to them', async () => {
    const doc = await document();
    expect(Object.keys(doc.components.responses).sort()).toEqual([
      'ApiUnavailable',
      'BodyTooLarge',
      'ServerError',
      'ServiceUnavailable',
      'UrlTooLong',
    ]);
    expect(JSON.stringify(doc.components.responses.ApiUnavailable)).toContain('api_unavailable');
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const where = `${method} ${path}`;
        expect(operation.responses['500']?.$ref, where).toBe('#/components/responses/ServerError');
        expect(operation.responses['414']?.$ref, where).toBe('#/components/responses/UrlTooLong');
        expect(Object.keys(operation.responses), where).toEqual(expect.arrayContaining(['502', '503']));
        // The body limit refuses only what can carry a body.
        expect(operation.responses['413'] !== undefined, where).toBe(method !== 'get');
      }
    }
  });

  it('describes success answers other than 200 JSON and the bodies a route reads itself', async () => {
    const doc = await document();
    const statuses = (path: string, method: string) =>
      Object.keys(doc.paths[path]?.[method]?.responses ?? {}).filter((status) => status < '300');
    expect(statuses('/api/plans', 'post')).toEqual(['201']);
    expect(statuses('/api/auth/logout', 'post')).toEqual(['204']);
    expect(doc.paths['/api/auth/logout']?.post?.responses['204']?.content).toBeUndefined();
    expect(statuses('/api/billing/hold/release', 'post')).toEqual(['204']);
    expect(statuses('/api/payments-public/sign-in', 'post')).toEqual(['202']);
    expect(statuses('/api/payments-public/lookup', 'get')).toEqual(['200', '202']);
    expect(Object.keys(doc.paths['/api/docs']?.get?.responses['200']?.content ?? {})).toEqual(['text/html']);

    const webhook = doc.paths['/api/billing/webhook']?.post;
    expect(webhook?.requestBody?.content['application/json']).toBeDefined();
    expect(webhook?.parameters).toEqual([
      expect.objectContaining({ name: 'Stripe-Signature', in: 'header' }),
    ]);
    expect(codesOf(webhook?.responses['400'])).toEqual(['webhook_signature_invalid']);
    const complete = doc.paths['/api/sandbox/sessions/{id}/complete']?.post as
      | { requestBody?: { required: boolean } }
      | undefined;
    expect(complete?.requestBody?.required).toBe(false);
  });

  it('serves a reference page that works offline', async () => {
    t = await createTestApp();
    const res = await t.app.request('/api/docs');
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('POST /api/cards/bulk');
    // Shared answers are written out on each operation, not left as a reference.
    expect(html).toContain('api_unavailable: the front-end server');
    expect(html).not.toMatch(/<script|https?:\/\/(?!localhost)/);
  });
});
